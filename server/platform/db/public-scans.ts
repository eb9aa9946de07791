// The public recent-scans feed's own rows (issue 18 item 14): the latest
// anonymous scan answer of each mint, written when an anonymous caller's scan
// is answered. scan_events records every scan whoever asked, so a feed read
// from it would show what keyed and paying callers look at.
import { registerBackground } from "@/server/platform/background";
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

/** The latest answer of each mint, in ONE statement (the batch as one JSON parameter, as createScanEvents
 * does) rather than one Prisma upsert per mint in a row: a warm load over many mints flushed dozens a
 * second, each a round trip and Prisma's own work on the event loop. */
export async function recordPublicScans(db: Db, scans: PublicScanInput[]): Promise<void> {
  if (scans.length === 0) return;
  const rows = JSON.stringify(
    scans.map((scan) => ({
      mint: scan.mint,
      source: scan.source,
      cabal_score: scan.cabalScore,
      recommendation: scan.recommendation,
      duration_ms: scan.durationMs,
      scanned_at: scan.at.toISOString(),
    })),
  );
  await db.$executeRaw`
    INSERT INTO "public_scans" ("mint", "source", "cabal_score", "recommendation", "duration_ms", "scanned_at")
    SELECT r."mint", r."source"::"scan_source", r."cabal_score", r."recommendation", r."duration_ms", r."scanned_at"
    FROM jsonb_to_recordset(${rows}::jsonb) AS r("mint" text, "source" text, "cabal_score" int, "recommendation" text, "duration_ms" int, "scanned_at" timestamptz)
    ON CONFLICT ("mint") DO UPDATE SET
      "source" = EXCLUDED."source", "cabal_score" = EXCLUDED."cabal_score", "recommendation" = EXCLUDED."recommendation",
      "duration_ms" = EXCLUDED."duration_ms", "scanned_at" = EXCLUDED."scanned_at"`;
}

/** How long an answered scan waits before it is written: the feed keeps one row per mint, so a busy
 * mint's answers within this time are one upsert, off the scan's answer (the warm path). */
const PUBLIC_SCAN_FLUSH_MS = 1_000;
type Queue = { pending: Map<string, PublicScanInput>; timer: ReturnType<typeof setTimeout>; done: () => void };
// on globalThis: the scan routes queue and the feed route reads, and under Next each route bundle has its
// own copy of this module (server/app/app-slot.ts)
const QUEUES = Symbol.for("cabal-hunter.public-scan-queues");
const queues: WeakMap<Db, Queue> = ((globalThis as Record<symbol, WeakMap<Db, Queue> | undefined>)[QUEUES] ??= new WeakMap());

/** Records the scan within PUBLIC_SCAN_FLUSH_MS (the latest answer per mint wins, as in the table);
 * reading the feed or closing the app writes what is queued first. */
export function queuePublicScan(db: Db, scan: PublicScanInput): void {
  let queue = queues.get(db);
  if (!queue) {
    const timer = setTimeout(() => void flushPublicScans(db), PUBLIC_SCAN_FLUSH_MS);
    const done = registerBackground({ name: "public-scans", close: () => flushPublicScans(db) });
    queue = { pending: new Map(), timer, done };
    queues.set(db, queue);
  }
  const before = queue.pending.get(scan.mint);
  if (!before || before.at <= scan.at) queue.pending.set(scan.mint, scan);
}

/** Writes the queued scans now (a failure is logged: the feed is a convenience, never the caller's answer). */
export async function flushPublicScans(db: Db): Promise<void> {
  const queue = queues.get(db);
  if (!queue) return;
  queues.delete(db);
  clearTimeout(queue.timer);
  try {
    // one row per mint (the queue is keyed by mint): no row is touched twice by the one statement
    await recordPublicScans(db, [...queue.pending.values()]);
  } catch (error) {
    console.error("[public-scans] writing the feed failed:", error instanceof Error ? error.message : error);
  } finally {
    queue.done();
  }
}

/** The latest anonymous scans, newest first, one per mint (the mint is the key). */
export async function listPublicScans(db: Db, limit: number): Promise<RecentScan[]> {
  await flushPublicScans(db);
  const rows = await db.publicScan.findMany({ orderBy: [{ scannedAt: "desc" }, { mint: "asc" }], take: Math.min(Math.max(Math.trunc(limit), 1), 50) });
  return rows.map((row) => ({ id: row.mint, mint: row.mint, source: row.source, cabalScore: row.cabalScore, recommendation: row.recommendation, durationMs: row.durationMs, createdAt: row.scannedAt }));
}

/** Rows older than `before` have long left the feed (housekeeping). */
export async function prunePublicScans(db: Db, before: Date): Promise<number> {
  const { count } = await db.publicScan.deleteMany({ where: { scannedAt: { lt: before } } });
  return count;
}
