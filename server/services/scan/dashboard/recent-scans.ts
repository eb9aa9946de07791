// The dashboard's "recent scans" feed: the latest anonymous scan of each mint,
// newest first, in the wire shape of GET /api/recent-scans. Only anonymous
// answers (public_scans): what keyed or paying callers scan is theirs
// (issue 18 item 14), so the feed never reads scan_events.
//
// Issue 28: a fresh verdict is what a scan is paid for, so the feed names a
// mint's score and recommendation only once its fresh window has passed (a
// caller who wants it sooner scans the mint). And the feed is one shared read:
// every caller within `cacheSeconds` gets the same answer, whatever its limit,
// so polling the largest page costs the database one query per window.
import { listPublicScans } from "@/server/platform/db/public-scans";
import type { RecentScan } from "@/server/platform/db/scan-reports";
import type { Recommendation } from "@/server/contracts/scan-report";
import type { RecentScanView } from "@/server/contracts/recent-scans";
import type { Database } from "@/server/platform/db/client";

/** The most rows any page asks for (the contract's limit maximum). */
export const RECENT_SCANS_MAX = 50;
const RECOMMENDATIONS = new Set<string>(["SAFE", "REVIEW", "AVOID"]);

/** One row in the wire shape; a scan newer than `withheldAfterMs` keeps its verdict to itself. */
export function toRecentScanView(scan: RecentScan, withheldAfterMs = Number.POSITIVE_INFINITY): RecentScanView | null {
  // the column is free text: a row that is not a known verdict is left out, not guessed
  if (!RECOMMENDATIONS.has(scan.recommendation)) return null;
  const fresh = scan.createdAt.getTime() > withheldAfterMs;
  return {
    mint: scan.mint,
    recommendation: fresh ? null : (scan.recommendation as Recommendation),
    cabal_score: fresh ? null : scan.cabalScore,
    source: scan.source,
    duration_ms: scan.durationMs,
    scanned_at: scan.createdAt.toISOString(),
  };
}

export interface RecentScansFeed {
  list(limit: number): Promise<RecentScanView[]>;
}

export interface RecentScansOptions {
  /** a verdict this young is withheld (the scan cache's TTL: the window a scan's answer is paid for) */
  freshSeconds: number;
  /** how long one read answers every caller; 0: read each time */
  cacheSeconds: number;
  now: () => Date;
}

export function createRecentScansFeed(database: () => Promise<Database>, options: RecentScansOptions): RecentScansFeed {
  let shared: { at: number; rows: Promise<RecentScanView[]> } | null = null;
  async function read(): Promise<RecentScanView[]> {
    const db = await database();
    const withheldAfter = options.now().getTime() - options.freshSeconds * 1000;
    const scans = (await listPublicScans(db.prisma, RECENT_SCANS_MAX)).map((row) => toRecentScanView(row, withheldAfter)).filter((scan): scan is RecentScanView => scan !== null);
    // names make the list readable: read from the stored reports in SQL, never the whole reports
    const names = await db.prisma.$queryRaw<{ mint: string; symbol: unknown; name: unknown }[]>`
      SELECT "mint", "report"->'token_symbol' AS "symbol", "report"->'token_name' AS "name"
      FROM "scan_reports" WHERE "mint" = ANY(${scans.map((scan) => scan.mint)}::text[])`;
    const byMint = new Map(names.map((row) => [row.mint, { symbol: textOrNull(row.symbol), name: textOrNull(row.name) }]));
    return scans.map((scan) => ({ ...scan, ...(byMint.get(scan.mint) ?? { symbol: null, name: null }) }));
  }
  return {
    async list(limit) {
      const now = options.now().getTime();
      if (!shared || now - shared.at >= options.cacheSeconds * 1000) {
        const rows = read();
        shared = { at: now, rows };
        // a failed read is not kept: the next caller tries again
        rows.catch(() => {
          if (shared?.rows === rows) shared = null;
        });
      }
      return (await shared.rows).slice(0, limit);
    },
  };
}

function textOrNull(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}
