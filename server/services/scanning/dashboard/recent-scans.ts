// The dashboard's "recent scans" feed: the latest anonymous scan of each mint,
// newest first, in the wire shape of GET /api/recent-scans. Only anonymous
// answers (public_scans): what keyed or paying callers scan is theirs
// (issue 18 item 14), so the feed never reads scan_events.
import { listPublicScans } from "@/server/platform/db/public-scans";
import type { RecentScan } from "@/server/platform/db/scan-reports";
import type { Recommendation } from "@/server/engine/report-types";
import type { Database } from "@/server/platform/db/client";

export interface RecentScanView {
  mint: string;
  recommendation: Recommendation;
  cabal_score: number;
  source: "pre_indexed" | "real_time";
  duration_ms: number;
  /** ISO 8601 */
  scanned_at: string;
  /** the token's symbol and name from its stored report (null when unlisted or not stored) */
  symbol?: string | null;
  name?: string | null;
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

export async function getRecentScans(database: () => Promise<Database>, limit: number): Promise<RecentScanView[]> {
  const db = await database();
  const scans = (await listPublicScans(db.prisma, limit)).map(toRecentScanView).filter((scan): scan is RecentScanView => scan !== null);
  // names make the list readable: one query for the stored reports of the listed mints
  const stored = await db.prisma.scanReport.findMany({ where: { mint: { in: scans.map((scan) => scan.mint) } }, select: { mint: true, report: true } });
  const names = new Map(stored.map((row) => [row.mint, tokenNames(row.report)]));
  return scans.map((scan) => ({ ...scan, ...(names.get(scan.mint) ?? { symbol: null, name: null }) }));
}

/** The name fields of a stored report (opaque JSON; older reports have none). */
export function tokenNames(report: unknown): { symbol: string | null; name: string | null } {
  const fields = (report ?? {}) as { token_symbol?: unknown; token_name?: unknown };
  return { symbol: typeof fields.token_symbol === "string" ? fields.token_symbol : null, name: typeof fields.token_name === "string" ? fields.token_name : null };
}
