// The dashboard's "recent scans" feed: the latest scan of each mint, newest
// first, in the wire shape of GET /api/recent-scans.
import { listRecentScans, type RecentScan } from "@/server/db/scan-reports";
import type { Recommendation } from "@/server/engine/report-types";
import { getRuntime } from "../runtime";

export interface RecentScanView {
  mint: string;
  recommendation: Recommendation;
  cabal_score: number;
  source: "pre_indexed" | "real_time";
  duration_ms: number;
  /** ISO 8601 */
  scanned_at: string;
}

const RECOMMENDATIONS = new Set<string>(["SAFE", "REVIEW", "AVOID"]);

export function toRecentScanView(scan: RecentScan): RecentScanView | null {
  // the column is free text: a row that is not a known verdict is left out, not guessed
  if (!RECOMMENDATIONS.has(scan.recommendation)) return null;
  return {
    mint: scan.mint,
    recommendation: scan.recommendation as Recommendation,
    cabal_score: scan.cabalScore,
    source: scan.source,
    duration_ms: scan.durationMs,
    scanned_at: scan.createdAt.toISOString(),
  };
}

export async function getRecentScans(limit: number): Promise<RecentScanView[]> {
  const db = await (await getRuntime()).database();
  const scans = await listRecentScans(db.prisma, limit);
  return scans.map(toRecentScanView).filter((scan): scan is RecentScanView => scan !== null);
}
