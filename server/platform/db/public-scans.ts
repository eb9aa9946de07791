// The public recent-scans feed's own rows (issue 18 item 14): the latest
// anonymous scan answer of each mint, written when an anonymous caller's scan
// is answered. scan_events records every scan whoever asked, so a feed read
// from it would show what keyed and paying callers look at.
import type { RecentScan } from "@/server/platform/db/scan-reports";
import type { Db } from "@/server/platform/db/usage-counters";

export interface PublicScanInput {
  mint: string;
  source: "pre_indexed" | "real_time";
  cabalScore: number;
  recommendation: string;
  durationMs: number;
  at: Date;
}

export async function recordPublicScan(db: Db, scan: PublicScanInput): Promise<void> {
  const row = { source: scan.source, cabalScore: scan.cabalScore, recommendation: scan.recommendation, durationMs: scan.durationMs, scannedAt: scan.at };
  await db.publicScan.upsert({ where: { mint: scan.mint }, create: { mint: scan.mint, ...row }, update: row });
}

/** The latest anonymous scans, newest first, one per mint (the mint is the key). */
export async function listPublicScans(db: Db, limit: number): Promise<RecentScan[]> {
  const rows = await db.publicScan.findMany({ orderBy: [{ scannedAt: "desc" }, { mint: "asc" }], take: Math.min(Math.max(Math.trunc(limit), 1), 50) });
  return rows.map((row) => ({ id: row.mint, mint: row.mint, source: row.source, cabalScore: row.cabalScore, recommendation: row.recommendation, durationMs: row.durationMs, createdAt: row.scannedAt }));
}

/** Rows older than `before` have long left the feed (housekeeping). */
export async function prunePublicScans(db: Db, before: Date): Promise<number> {
  const { count } = await db.publicScan.deleteMany({ where: { scannedAt: { lt: before } } });
  return count;
}
