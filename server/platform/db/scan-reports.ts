// Query functions for stored reports (the pre-index cache) and scan events
// (the dashboard's recent-scans feed). The report is opaque JSON here: its
// type and validation belong to the engine and the API contracts.
import type { Prisma, PrismaClient } from "@/server/platform/db/generated/client";
import type { ScanSource } from "@/server/platform/db/generated/enums";

export type { ScanSource };

export interface StoredScanReport {
  mint: string;
  /** as stored; validate before trusting its shape */
  report: unknown;
  cabalScore: number;
  recommendation: string;
  degraded: boolean;
  computedAt: Date;
  updatedAt: Date;
  /** what the report rests on (server/engine/evidence), unsigned; null for reports stored before it existed */
  evidence?: unknown;
}

export interface ScanReportInput {
  mint: string;
  /** JSON-serialisable (no bigint, no undefined at the top level) */
  report: unknown;
  cabalScore: number;
  recommendation: string;
  degraded: boolean;
  /** when the scan that produced it finished */
  computedAt: Date;
}

export interface ScanEventInput {
  mint: string;
  source: ScanSource;
  cabalScore: number;
  recommendation: string;
  durationMs: number;
}

export interface RecentScan extends ScanEventInput {
  /** bigserial as a decimal string: JSON has no 64-bit integers */
  id: string;
  createdAt: Date;
}

export async function findScanReport(prisma: PrismaClient, mint: string): Promise<StoredScanReport | null> {
  return prisma.scanReport.findUnique({ where: { mint } });
}

/** Stores a report unless a newer one (later computedAt) is already stored, so
 * two scans of one mint finishing out of order keep the fresher answer.
 * Each statement is atomic on its own; no transaction is needed because the
 * update's condition re-checks computedAt against whatever is there by then.
 * (The scan service still calls it inside one, to rewrite the operator index with it.) */
/** `evidence`: what the report rests on (server/engine/evidence), JSON-serialisable; stored beside it. */
export async function upsertScanReport(prisma: Prisma.TransactionClient, input: ScanReportInput, evidence?: unknown): Promise<{ written: boolean }> {
  const { mint, cabalScore, recommendation, degraded, computedAt } = input; // no stray keys reach Prisma
  const data = { mint, cabalScore, recommendation, degraded, computedAt, report: toJsonValue(input.report), ...(evidence === undefined ? {} : { evidence: toJsonValue(evidence) }) };
  const created = await prisma.scanReport.createMany({ data: [data], skipDuplicates: true });
  if (created.count === 1) return { written: true };
  const updated = await prisma.scanReport.updateMany({
    where: { mint, computedAt: { lte: computedAt } },
    data,
  });
  return { written: updated.count === 1 };
}

export async function createScanEvent(prisma: PrismaClient, input: ScanEventInput): Promise<RecentScan> {
  const { mint, source, cabalScore, recommendation, durationMs } = input;
  return toRecentScan(await prisma.scanEvent.create({ data: { mint, source, cabalScore, recommendation, durationMs } }));
}

/** Many events in one INSERT: the recent-scans feed is written in batches off the request path. */
/** One statement with the batch as one JSON parameter: createMany of the flush's up to 1,000 rows
 * cost the event loop 120-170 ms of CPU building its 5,000 parameters (the warm path's p99 stalls,
 * docs/operations.md "Performance"); this costs 10-25 ms. (JSON rather than one array per column:
 * the PGlite adapter sends arrays as plain strings.) */
export async function createScanEvents(prisma: PrismaClient, inputs: ScanEventInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const rows = JSON.stringify(
    inputs.map(({ mint, source, cabalScore, recommendation, durationMs }) => ({ mint, source, cabal_score: cabalScore, recommendation, duration_ms: durationMs })),
  );
  return prisma.$executeRaw`
    INSERT INTO "scan_events" ("mint", "source", "cabal_score", "recommendation", "duration_ms")
    SELECT r."mint", r."source"::"scan_source", r."cabal_score", r."recommendation", r."duration_ms"
    FROM jsonb_to_recordset(${rows}::jsonb) AS r("mint" text, "source" text, "cabal_score" int, "recommendation" text, "duration_ms" int)`;
}

const MAX_RECENT = 100;
/** Bounded walk back through history: a mint scanned thousands of times in a
 * row cannot make this read the whole table. */
const RECENT_PAGE_SIZE = 200;
const RECENT_MAX_PAGES = 5;

/** Latest event per mint, newest first, at most `limit` (1-100) mints, looking
 * back over the last RECENT_PAGE_SIZE * RECENT_MAX_PAGES events. */
export async function listRecentScans(prisma: PrismaClient, limit: number): Promise<RecentScan[]> {
  const wanted = Math.min(Math.max(Math.trunc(limit), 1), MAX_RECENT);
  const latestByMint = new Map<string, RecentScan>();
  let cursor: bigint | undefined;
  for (let page = 0; page < RECENT_MAX_PAGES && latestByMint.size < wanted; page++) {
    const rows = await prisma.scanEvent.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: RECENT_PAGE_SIZE,
      ...(cursor === undefined ? {} : { cursor: { id: cursor }, skip: 1 }),
    });
    for (const row of rows) {
      if (latestByMint.size === wanted) break;
      if (!latestByMint.has(row.mint)) latestByMint.set(row.mint, toRecentScan(row));
    }
    if (rows.length < RECENT_PAGE_SIZE) break;
    cursor = rows[rows.length - 1].id;
  }
  return [...latestByMint.values()];
}

function toRecentScan(row: RecentScanRow): RecentScan {
  return { ...row, id: row.id.toString() };
}

type RecentScanRow = Omit<RecentScan, "id"> & { id: bigint };

/** Round-trips through JSON text so what is stored is exactly what a reader
 * gets back (Dates become strings, undefined fields vanish) and a bigint fails
 * here with a clear message instead of deep inside Prisma. */
function toJsonValue(value: unknown): Prisma.InputJsonValue {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (error) {
    throw new TypeError(`Scan report is not JSON-serialisable: ${(error as Error).message}`);
  }
  if (text === undefined || text === "null") throw new TypeError("Scan report must be a JSON object, not null/undefined.");
  return JSON.parse(text) as Prisma.InputJsonValue;
}

export interface StoredMapData {
  mint: string;
  /** the MapData wire JSON as stored; the map service owns its type */
  data: unknown;
  degraded: boolean;
  observedAt: Date;
}

/** The holder graph of a mint's latest trace: shared by every instance (a map is drawn anywhere without a new trace). */
export async function findMapData(prisma: PrismaClient, mint: string): Promise<StoredMapData | null> {
  return prisma.mapData.findUnique({ where: { mint } });
}

/** Stores a trace's map unless a later trace's map is already there (same rule as upsertScanReport). */
export async function upsertMapData(prisma: PrismaClient, input: StoredMapData): Promise<{ written: boolean }> {
  const { mint, degraded, observedAt } = input;
  const data = { mint, degraded, observedAt, data: toJsonValue(input.data) };
  const created = await prisma.mapData.createMany({ data: [data], skipDuplicates: true });
  if (created.count === 1) return { written: true };
  const updated = await prisma.mapData.updateMany({ where: { mint, observedAt: { lte: observedAt } }, data });
  return { written: updated.count === 1 };
}

/** The background indexer's candidates (server/services/watch/indexer): the mints
 * scanned most since `since`, most first, at most `limit`. */
export async function listMostScanned(prisma: PrismaClient, since: Date, limit: number): Promise<Array<{ mint: string; scans: number }>> {
  const rows = await prisma.scanEvent.groupBy({
    by: ["mint"],
    where: { createdAt: { gte: since } },
    _count: { _all: true },
    orderBy: { _count: { mint: "desc" } },
    take: limit,
  });
  return rows.map((row) => ({ mint: row.mint, scans: row._count._all }));
}

/** Mints somebody watches (the watch feature's table; read-only here). */
export async function listWatchedMints(prisma: PrismaClient, limit: number): Promise<string[]> {
  // operator watches name a wallet, not a mint
  const rows = await prisma.watch.findMany({ where: { mint: { not: null } }, distinct: ["mint"], select: { mint: true }, take: limit });
  return rows.flatMap((row) => (row.mint ? [row.mint] : []));
}

/** When each of these mints' stored complete report was computed (degraded ones count as absent). */
export async function findReportTimes(prisma: PrismaClient, mints: string[]): Promise<Map<string, Date>> {
  if (mints.length === 0) return new Map();
  const rows = await prisma.scanReport.findMany({ where: { mint: { in: mints }, degraded: false }, select: { mint: true, computedAt: true } });
  return new Map(rows.map((row) => [row.mint, row.computedAt]));
}
