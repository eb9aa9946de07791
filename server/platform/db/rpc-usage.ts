// The RPC bill's rows (issue 28 item 5): one per trace done for a caller
// (rpc_usage), and its aggregates computed in SQL, so every instance on the
// database reports the same figures (percentile_cont over the rows, never a
// per-process sample).
import type { PrismaClient } from "@/server/platform/db/generated/client";

export interface RpcUsageRow {
  at: Date;
  work: string;
  callerKind: string;
  mint: string | null;
  calls: number;
  credits: number;
  prices: string;
  byMethod: Record<string, number>;
  byStage: Record<string, Record<string, number>>;
}

/** Rows older than this are pruned when a batch is written (the endpoint reads a day at most). */
const KEEP_MS = 7 * 86_400_000;

export async function insertRpcUsage(prisma: PrismaClient, rows: readonly RpcUsageRow[]): Promise<void> {
  if (rows.length === 0) return;
  await prisma.rpcUsage.createMany({ data: rows.map((row) => ({ ...row, cached: false })) });
}

export async function pruneRpcUsage(prisma: PrismaClient, now: Date): Promise<number> {
  return prisma.$executeRaw`DELETE FROM "rpc_usage" WHERE "at" < ${new Date(now.getTime() - KEEP_MS)}`;
}

export interface UsageFigures {
  traces: number;
  calls_total: number;
  calls_p50: number;
  calls_p95: number;
  credits_total: number;
  credits_p50: number;
  credits_p95: number;
}

export interface UsageAggregate {
  all: UsageFigures;
  byCallerKind: Record<string, UsageFigures>;
  byWork: Record<string, UsageFigures>;
}

interface AggregateRow {
  caller_kind: string | null;
  work: string | null;
  by_kind: number;
  by_work: number;
  traces: number;
  calls_total: number;
  calls_p50: number | null;
  calls_p95: number | null;
  credits_total: number | null;
  credits_p50: number | null;
  credits_p95: number | null;
}

export const NO_USAGE: UsageFigures = { traces: 0, calls_total: 0, calls_p50: 0, calls_p95: 0, credits_total: 0, credits_p50: 0, credits_p95: 0 };

/** Traces since `since`: overall, per caller kind and per kind of work, in one statement (GROUPING SETS). */
export async function aggregateRpcUsage(prisma: PrismaClient, since: Date): Promise<UsageAggregate> {
  const rows = await prisma.$queryRaw<AggregateRow[]>`
    SELECT "caller_kind", "work",
      GROUPING("caller_kind")::int AS by_kind, GROUPING("work")::int AS by_work,
      count(*)::int AS traces,
      sum("calls")::float8 AS calls_total,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY "calls") AS calls_p50,
      percentile_cont(0.95) WITHIN GROUP (ORDER BY "calls") AS calls_p95,
      sum("credits")::float8 AS credits_total,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY "credits") AS credits_p50,
      percentile_cont(0.95) WITHIN GROUP (ORDER BY "credits") AS credits_p95
    FROM "rpc_usage"
    WHERE "at" >= ${since} AND NOT "cached"
    GROUP BY GROUPING SETS (("caller_kind"), ("work"), ())`;
  const out: UsageAggregate = { all: NO_USAGE, byCallerKind: {}, byWork: {} };
  for (const row of rows) {
    const figures = toFigures(row);
    // GROUPING(x) = 1: x is rolled up in this row
    if (row.by_kind === 0) out.byCallerKind[row.caller_kind!] = figures;
    else if (row.by_work === 0) out.byWork[row.work!] = figures;
    else out.all = figures;
  }
  return out;
}

/** The median credits of one kind of work's traces since `since`; null when there were none. */
export async function medianCredits(prisma: PrismaClient, work: string, since: Date): Promise<number | null> {
  const [row] = await prisma.$queryRaw<Array<{ p50: number | null }>>`
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY "credits") AS p50 FROM "rpc_usage" WHERE "work" = ${work} AND "at" >= ${since} AND NOT "cached"`;
  return row?.p50 ?? null;
}

/** Credits of the traces recorded in the minute starting at `minute` (the spend when no budget keeps a counter). */
export async function creditsRecordedSince(prisma: PrismaClient, since: Date): Promise<number> {
  const [row] = await prisma.$queryRaw<Array<{ credits: number | null }>>`SELECT sum("credits")::float8 AS credits FROM "rpc_usage" WHERE "at" >= ${since}`;
  return row?.credits ?? 0;
}

const round = (value: number | null) => Math.round((value ?? 0) * 100) / 100;

function toFigures(row: AggregateRow): UsageFigures {
  return {
    traces: row.traces,
    calls_total: row.calls_total,
    calls_p50: round(row.calls_p50),
    calls_p95: round(row.calls_p95),
    credits_total: round(row.credits_total),
    credits_p50: round(row.credits_p50),
    credits_p95: round(row.credits_p95),
  };
}
