// The payload of a report's evidence pack, as served to one caller: the stored
// evidence (server/engine/evidence) with the report's verdict, its id, the
// settings digest, who issues it and when. A caller without the paid tier's
// deployer.launches[] gets the deployer flag without the launches' transactions
// (it says so), as its report has no launches either.
import { createHash } from "node:crypto";
import { canonicalize } from "@/server/contracts/evidence/jcs";
import { EVIDENCE_FORMAT, type EvidencePayload } from "@/server/contracts/evidence/pack";
import type { EvidenceFlagEntry, ReportEvidence } from "@/server/engine/evidence/evidence-types";
import type { EngineReport } from "@/server/engine/report-types";

export const PAID_LAUNCHES_NOTE = "the earlier launches' transactions: deployer.launches[] is a paid-tier field, so this pack does not cite them (a paid key's pack does)";

type ReportFacts = Pick<EngineReport, "mint" | "slot" | "computed_at" | "recommendation" | "cabal_score" | "risk" | "confidence" | "degraded" | "scan_complete">;

/** The id a report is named by in packs and gate answers: the mint and the second it was computed. */
export function reportIdOf(report: Pick<EngineReport, "mint" | "computed_at">): string {
  return `${report.mint}@${report.computed_at}`;
}

export function buildEvidencePayload(evidence: ReportEvidence, report: ReportFacts, options: { issuer: string; issuedAt: number; includeLaunches: boolean }): EvidencePayload {
  return {
    format: EVIDENCE_FORMAT,
    issuer: options.issuer,
    issued_at: options.issuedAt,
    report_id: reportIdOf(report),
    mint: report.mint,
    slot: report.slot,
    computed_at: report.computed_at,
    engine: { version: evidence.engine_version, settings_digest: `sha256:${createHash("sha256").update(canonicalize(evidence.settings)).digest("hex")}` },
    verdict: {
      recommendation: report.recommendation,
      cabal_score: report.cabal_score,
      risk: report.risk,
      confidence: report.confidence,
      degraded: report.degraded,
      scan_complete: report.scan_complete,
    },
    supply: evidence.supply,
    coverage: evidence.coverage,
    flags: options.includeLaunches ? evidence.flags : evidence.flags.map(withoutLaunches),
  };
}

function withoutLaunches(flag: EvidenceFlagEntry): EvidenceFlagEntry {
  if (flag.kind !== "deployer" || !flag.evidence.some((entry) => entry.role === "launch")) return flag;
  return { ...flag, evidence: flag.evidence.filter((entry) => entry.role !== "launch"), not_on_chain: [...flag.not_on_chain, PAID_LAUNCHES_NOTE] };
}
