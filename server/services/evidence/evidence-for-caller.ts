// GET /api/evidence: the signed evidence pack of the caller's report of a mint
// (issue 30). The report is the one a scan would answer now (the stored fresh
// one, else a live trace, which stores its evidence with it); its evidence is
// read from the stored row. A report stored before evidence existed is traced
// again, once, so every pack is of a report the caller can be served.
import type { EvidencePack } from "@/server/contracts/evidence/pack";
import type { ReportEvidence } from "@/server/engine/evidence/evidence-types";
import type { EngineReport } from "@/server/engine/report-types";
import { ApiError } from "@/server/http/api-error";
import { findScanReport } from "@/server/platform/db/scan-reports";
import type { Caller } from "@/server/services/access/access/caller";
import type { ScanAccess } from "@/server/services/access/access/scan-access";
import { payerOf } from "@/server/services/access/rpc-bill/payer";
import { buildEvidencePayload } from "@/server/services/evidence/evidence-payload";
import type { Services } from "@/server/services/services";

type EvidenceServices = Pick<Services, "scans" | "database" | "access" | "evidenceSigner" | "now">;

export async function getEvidenceForCaller(services: EvidenceServices, caller: Caller, grant: ScanAccess, mint: string): Promise<EvidencePack> {
  const scans = await services.scans();
  const payer = payerOf(caller, grant);
  let report: EngineReport = await scans.scan({ mint, payer, includeLaunches: grant.includeLaunches });
  let evidence = await readStoredEvidence(services, mint, report.computed_at);
  if (!evidence) {
    const traced = await scans.traceSnapshot({ mint, payer });
    report = traced.report;
    evidence = traced.evidence ?? (await readStoredEvidence(services, mint, report.computed_at));
  }
  if (!evidence) throw new ApiError("service_unavailable", "The evidence of this report could not be read; try again shortly.");
  const { baseUrl } = await services.access();
  const payload = buildEvidencePayload(evidence, report, { issuer: baseUrl, issuedAt: Math.floor(services.now().getTime() / 1000), includeLaunches: grant.includeLaunches });
  return services.evidenceSigner().sign(payload);
}

/** The stored evidence of the report computed at `computedAt`; null when the row is of another report or has none. */
async function readStoredEvidence(services: Pick<Services, "database">, mint: string, computedAt: number): Promise<ReportEvidence | null> {
  const row = await services
    .database()
    .then((db) => findScanReport(db.prisma, mint))
    .catch(() => null);
  if (!row || Math.floor(row.computedAt.getTime() / 1000) !== computedAt || !row.evidence) return null;
  return row.evidence as ReportEvidence;
}
