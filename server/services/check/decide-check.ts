// The gate's verdict on one report under one policy (docs/decisions.md
// "Pre-trade gate"). Fail-closed: a report the service cannot stand behind
// (degraded, the mint unreadable, low coverage, an exposure it cannot price)
// never allows; under fail_closed a degraded or unreadable one blocks.
import type { CheckPolicy, CheckReason } from "@/server/contracts/check";
import type { Recommendation } from "@/server/contracts/scan-report";
import type { EngineReport } from "@/server/engine/report-types";

const RANK: Record<Recommendation, number> = { SAFE: 0, REVIEW: 1, AVOID: 2 };

type Judged = Pick<
  EngineReport,
  "recommendation" | "cabal_score" | "degraded" | "scan_complete" | "confidence" | "honeypot_risk" | "wallets_checked" | "coordinated_clusters" | "exited_clusters" | "top_holder_pct"
>;

export interface Priced {
  maxExposureUsd: number | null;
  positionUsd: number | null;
  noExitRoute: boolean;
}

export function decideCheck(report: Judged, priced: Priced, policy: CheckPolicy): { decision: "allow" | "caution" | "block"; reasons: CheckReason[] } {
  const reasons: CheckReason[] = [];
  const add = (severity: CheckReason["severity"], code: CheckReason["code"], message: string) => reasons.push({ severity, code, message });
  const closed = policy.fail_closed ? "block" : "caution";
  if (report.degraded) add(closed, "degraded", "the trace was partial (an upstream failed or a cap cut it): what it missed may be the risk");
  if (report.honeypot_risk === "UNKNOWN") add(closed, "unknown", "the mint account could not be read: its authorities are unknown");
  else if (!report.degraded && (!report.scan_complete || report.confidence === "LOW")) {
    add("caution", "low_coverage", `low coverage: ${report.wallets_checked} holder wallets traced (scan_complete ${report.scan_complete}, confidence ${report.confidence})`);
  }
  if (RANK[report.recommendation] >= RANK[policy.block_on]) add("block", "recommendation", `recommendation ${report.recommendation} (the policy blocks at ${policy.block_on})`);
  else if (report.recommendation === "REVIEW") add("caution", "recommendation", "recommendation REVIEW: worth a look before buying");
  for (const line of crossedThresholds(report, priced, policy)) add("block", "threshold", line);
  if (priced.noExitRoute) add("block", "no_exit_route", "no sell route at this size: the whole position is exposed");
  else if (priced.maxExposureUsd === null) add("caution", "exposure_unknown", "the exposure could not be priced (no quote, price or market cap)");
  const decision = reasons.some((r) => r.severity === "block") ? "block" : reasons.length > 0 ? "caution" : "allow";
  return { decision, reasons };
}

function crossedThresholds(report: Judged, priced: Priced, policy: CheckPolicy): string[] {
  const t = policy.thresholds;
  const lines: string[] = [];
  if (t.cabal_score !== undefined && report.cabal_score >= t.cabal_score) lines.push(`cabal_score ${report.cabal_score} >= ${t.cabal_score}`);
  for (const cluster of report.coordinated_clusters) {
    const limit = t[cluster.type];
    const value = cluster.type === "coordinated_exit" ? (cluster.sold_pct ?? null) : cluster.combined_pct;
    if (limit !== undefined && value !== null && value >= limit) lines.push(`${cluster.id}: ${value}% of supply >= ${limit}% (${cluster.type})`);
  }
  for (const cluster of report.exited_clusters) {
    if (t.exited !== undefined && cluster.bought_pct !== null && cluster.bought_pct >= t.exited) lines.push(`${cluster.cluster_id}: bought ${cluster.bought_pct}% of supply >= ${t.exited}% (exited)`);
  }
  if (t.top_holder_pct !== undefined && report.top_holder_pct !== null && report.top_holder_pct >= t.top_holder_pct) lines.push(`top holder ${report.top_holder_pct}% >= ${t.top_holder_pct}%`);
  if (t.exposure_pct !== undefined && priced.maxExposureUsd !== null && priced.positionUsd) {
    const share = (priced.maxExposureUsd / priced.positionUsd) * 100;
    if (share >= t.exposure_pct) lines.push(`exposure ${Math.round(share * 100) / 100}% of the position >= ${t.exposure_pct}%`);
  }
  return lines;
}
