// Watch polling's RPC budget, shared by every instance on one database: a row
// per minute counts the calls granted in it, and a row per key and minute what
// each key was charged (0018). A charge takes the minute row FOR UPDATE inside
// a transaction, so concurrent pollers on any instance are judged one at a time
// against the same ledger and never together exceed the budget. How the calls
// are shared among keys is the caller's policy (services/watch/watch/fair-share.ts);
// this file only reads the ledger and records the charge. Minutes older than an
// hour are pruned when a new one starts.
import type { PrismaClient } from "@/server/platform/db/generated/client";

const MINUTE_MS = 60_000;
const KEEP_MS = 3_600_000;

/** The minute's ledger, as every instance sees it. */
export interface WatchRpcLedger {
  /** calls granted this minute, all keys */
  spentTotal: number;
  /** calls charged to each key this minute */
  spent: ReadonlyMap<string, number>;
  /** live keys with a watch whose poll job is still due before this minute ends (they wait for calls) */
  waiting: ReadonlySet<string>;
  /** per key of the polled target: how many of its other targets are due now and were polled longer ago */
  staler: ReadonlyMap<string, number>;
}

/** The target a poll is for: its poll job's dedupe key and when it was last polled (null: never). */
export interface PolledTarget {
  job: string;
  polledAt: Date | null;
  /** the live keys watching it */
  keys: readonly string[];
}

/** What the policy decided: `granted` calls, charged to `payer` (null: no key to charge). */
export interface WatchRpcCharge {
  payer: string | null;
  granted: number;
}

/** The dedupe-key prefixes of the poll jobs of a mint watch and of a wallet watch (poll-mint.ts, poll-operator.ts). */
export interface PollJobPrefixes {
  mint: string;
  wallet: string;
}

/** The start of the minute `now` falls in. */
export const minuteOf = (now: Date) => new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);

/** Reads the minute's ledger under its lock, lets `decide` choose, and records the charge it made. */
export async function chargeWatchRpcCalls<T extends WatchRpcCharge>(
  prisma: PrismaClient,
  request: { now: Date; prefixes: PollJobPrefixes; target: PolledTarget },
  decide: (ledger: WatchRpcLedger) => T,
): Promise<T> {
  const minute = minuteOf(request.now);
  const minuteEnd = new Date(minute.getTime() + MINUTE_MS);
  return prisma.$transaction(async (tx) => {
    const created = await tx.$executeRaw`INSERT INTO "watch_rpc_minutes" ("minute", "calls") VALUES (${minute}, 0) ON CONFLICT ("minute") DO NOTHING`;
    if (created === 1) {
      const stale = new Date(minute.getTime() - KEEP_MS);
      await tx.$executeRaw`DELETE FROM "watch_rpc_minutes" WHERE "minute" < ${stale}`;
      await tx.$executeRaw`DELETE FROM "watch_rpc_key_minutes" WHERE "minute" < ${stale}`;
    }
    const [row] = await tx.$queryRaw<Array<{ calls: number }>>`SELECT "calls" FROM "watch_rpc_minutes" WHERE "minute" = ${minute} FOR UPDATE`;
    const perKey = await tx.$queryRaw<Array<{ api_key_id: string; calls: number }>>`
      SELECT "api_key_id", "calls" FROM "watch_rpc_key_minutes" WHERE "minute" = ${minute}`;
    // A key waits while one of its targets' poll jobs is queued to run before the minute ends; the
    // job being run now counts too (its run_at is past). Revoked keys' watches are never polled for.
    const waiting = await tx.$queryRaw<Array<{ api_key_id: string }>>`
      SELECT DISTINCT w."api_key_id" FROM "watches" w
      JOIN "jobs" j ON j."dedupe_key" = CASE WHEN w."mint" IS NOT NULL THEN ${request.prefixes.mint}::text || w."mint" ELSE ${request.prefixes.wallet}::text || w."wallet" END
      JOIN "api_keys" k ON k."id" = w."api_key_id" AND k."revoked_at" IS NULL
      WHERE j."status" = 'queued' AND j."run_at" < ${minuteEnd}`;
    const { target, prefixes, now } = request;
    // A key's due targets polled longer ago than this one (never polled: the stalest); jobs run side by
    // side, so lease order alone would not put a key's stalest watches first.
    const staler =
      target.keys.length === 0
        ? []
        : await tx.$queryRaw<Array<{ api_key_id: string; staler: number }>>`
      SELECT w."api_key_id", COUNT(DISTINCT j."id")::int AS "staler" FROM "watches" w
      JOIN "jobs" j ON j."dedupe_key" = CASE WHEN w."mint" IS NOT NULL THEN ${prefixes.mint}::text || w."mint" ELSE ${prefixes.wallet}::text || w."wallet" END
      LEFT JOIN "watched_mints" m ON m."mint" = w."mint"
      LEFT JOIN "watched_operators" o ON o."wallet" = w."wallet"
      WHERE w."api_key_id" = ANY(${[...target.keys]}::text[]) AND j."status" = 'queued' AND j."run_at" <= ${now} AND j."dedupe_key" <> ${target.job}
        AND ${target.polledAt}::timestamptz IS NOT NULL
        AND (COALESCE(m."last_polled_at", o."last_polled_at") IS NULL OR COALESCE(m."last_polled_at", o."last_polled_at") < ${target.polledAt}::timestamptz)
      GROUP BY w."api_key_id"`;
    const decision = decide({
      spentTotal: Number(row.calls),
      spent: new Map(perKey.map((r) => [r.api_key_id, Number(r.calls)])),
      waiting: new Set(waiting.map((r) => r.api_key_id)),
      staler: new Map(staler.map((r) => [r.api_key_id, Number(r.staler)])),
    });
    if (decision.granted > 0) {
      await tx.$executeRaw`UPDATE "watch_rpc_minutes" SET "calls" = "calls" + ${decision.granted} WHERE "minute" = ${minute}`;
      if (decision.payer !== null) {
        await tx.$executeRaw`
          INSERT INTO "watch_rpc_key_minutes" ("minute", "api_key_id", "calls") VALUES (${minute}, ${decision.payer}, ${decision.granted})
          ON CONFLICT ("minute", "api_key_id") DO UPDATE SET "calls" = "watch_rpc_key_minutes"."calls" + EXCLUDED."calls"`;
      }
    }
    return decision;
  });
}

/** Calls granted in the minute `now` falls in (tests, health). */
export async function watchRpcCallsIn(prisma: PrismaClient, now: Date): Promise<number> {
  const row = await prisma.watchRpcMinute.findUnique({ where: { minute: minuteOf(now) } });
  return row?.calls ?? 0;
}
