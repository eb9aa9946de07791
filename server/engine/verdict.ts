// The verdict paragraph: "Exit-Liquidity Risk: HIGH|ELEVATED|LOW" (the risk
// bands of cabal_score), the recommendation, then the reasons that matter most
// (already ranked), then a coverage caveat when the trace was partial.
import type { Confidence, Recommendation, Risk } from "@/server/contracts/scan-report";
import type { RankedReason } from "@/server/engine/scoring/score";

const BAND: Record<Risk, string> = { HIGH: "HIGH", MEDIUM: "ELEVATED", CLEAN: "LOW" };
/** How many reasons the verdict spells out. */
const VERDICT_REASONS = 3;

export interface VerdictInput {
  risk: Risk;
  score: number;
  recommendation: Recommendation;
  reasons: RankedReason[];
  walletsChecked: number;
  degraded: boolean;
  scanComplete: boolean;
  confidence: Confidence;
}

/** "funding cluster: … — tx 5Jk1…" -> "funding cluster: …": signatures stay in top_reasons. */
function withoutEvidence(text: string): string {
  return text.replace(/ — (tx |no transaction recorded).*$/, "");
}

function sentence(text: string): string {
  const trimmed = withoutEvidence(text).trim();
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
}

function describeCoverage(input: VerdictInput): string | null {
  if (input.degraded) return `Partial trace (${input.walletsChecked} holder wallets checked): missing data never raised this score, but a clean result is not proof.`;
  if (!input.scanComplete) return `Incomplete trace (${input.walletsChecked} holder wallets checked): treat a clean result with caution.`;
  if (input.confidence === "LOW") return `Only ${input.walletsChecked} holder wallets could be checked: a clean result is suspect.`;
  return null;
}

export function buildVerdict(input: VerdictInput): string {
  const parts = [`Exit-Liquidity Risk: ${BAND[input.risk]}. Cabal score ${input.score}/100, recommendation ${input.recommendation}.`];
  const relevant = input.reasons.filter((reason) => reason.severity !== "info").slice(0, VERDICT_REASONS);
  const shown = relevant.length > 0 ? relevant : input.reasons.slice(0, 1);
  if (relevant.length === 0) parts.push(`No coordinated holder group found among ${input.walletsChecked} traced wallets.`);
  parts.push(...shown.map((reason) => sentence(reason.text)));
  const coverage = describeCoverage(input);
  if (coverage) parts.push(coverage);
  return parts.join(" ");
}
