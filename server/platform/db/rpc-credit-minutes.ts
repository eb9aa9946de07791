// RPC_CREDITS_PER_MINUTE's counter, shared by every instance on one database:
// a row per clock-aligned minute holds the credits reserved in it (settled to
// what the traces spent) and the free traces that waited or were refused. A
// reservation is ONE statement, INSERT ... ON CONFLICT DO UPDATE ... WHERE,
// which PostgreSQL (and PGlite) applies atomically under concurrency, as the
// shared rate limits do (rate-limits.ts): no row returned means "refused".
import type { PrismaClient } from "@/server/platform/db/generated/client";

const MINUTE_MS = 60_000;
/** Minutes older than this are pruned when a new one starts (the endpoint reads the last hour). */
const KEEP_MS = 86_400_000;

export const creditMinuteOf = (now: Date) => new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);

/**
 * Adds `credits` to the minute's spend; with a `ceiling`, only if the spend stays at or under it.
 * Answers the spend after it, or null when refused.
 */
export async function reserveCredits(prisma: PrismaClient, input: { minute: Date; credits: number; ceiling?: number }): Promise<number | null> {
  const { minute, credits, ceiling } = input;
  const rows =
    ceiling === undefined
      ? await prisma.$queryRaw<Array<{ spent: number; created: boolean }>>`
          INSERT INTO "rpc_credit_minutes" ("minute", "spent") VALUES (${minute}, ${credits}::float8)
          ON CONFLICT ("minute") DO UPDATE SET "spent" = "rpc_credit_minutes"."spent" + EXCLUDED."spent"
          RETURNING "spent", (xmax = 0) AS created`
      : // the INSERT branch has no WHERE of its own: its SELECT never creates a row already past the ceiling
        await prisma.$queryRaw<Array<{ spent: number; created: boolean }>>`
          INSERT INTO "rpc_credit_minutes" ("minute", "spent") SELECT ${minute}, ${credits}::float8 WHERE ${credits}::float8 <= ${ceiling}::float8
          ON CONFLICT ("minute") DO UPDATE SET "spent" = "rpc_credit_minutes"."spent" + EXCLUDED."spent"
          WHERE "rpc_credit_minutes"."spent" + EXCLUDED."spent" <= ${ceiling}::float8
          RETURNING "spent", (xmax = 0) AS created`;
  if (rows.length === 0) return null;
  if (rows[0].created) await prisma.$executeRaw`DELETE FROM "rpc_credit_minutes" WHERE "minute" < ${new Date(minute.getTime() - KEEP_MS)}`;
  return Number(rows[0].spent);
}

/** A reservation settled: `delta` = spent - reserved, applied to the minute it was reserved in (never below 0). */
export async function settleCredits(prisma: PrismaClient, input: { minute: Date; delta: number }): Promise<void> {
  if (input.delta === 0) return;
  await prisma.$executeRaw`UPDATE "rpc_credit_minutes" SET "spent" = GREATEST(0, "spent" + ${input.delta}::float8) WHERE "minute" = ${input.minute}`;
}

/** One free trace that waited for room (deferred) or was refused, counted in its minute. */
export async function countFreeDecision(prisma: PrismaClient, input: { minute: Date; decision: "deferred" | "refused" }): Promise<void> {
  const [deferred, refused] = input.decision === "deferred" ? [1, 0] : [0, 1];
  await prisma.$executeRaw`
    INSERT INTO "rpc_credit_minutes" ("minute", "free_deferred", "free_refused") VALUES (${input.minute}, ${deferred}, ${refused})
    ON CONFLICT ("minute") DO UPDATE SET
      "free_deferred" = "rpc_credit_minutes"."free_deferred" + EXCLUDED."free_deferred",
      "free_refused" = "rpc_credit_minutes"."free_refused" + EXCLUDED."free_refused"`;
}

export interface CreditMinutesState {
  spentThisMinute: number;
  freeDeferredLastHour: number;
  freeRefusedLastHour: number;
}

export async function readCreditMinutes(prisma: PrismaClient, now: Date): Promise<CreditMinutesState> {
  const minute = creditMinuteOf(now);
  const [row] = await prisma.$queryRaw<Array<{ spent: number | null; deferred: number | null; refused: number | null }>>`
    SELECT
      sum("spent") FILTER (WHERE "minute" = ${minute})::float8 AS spent,
      sum("free_deferred")::int AS deferred,
      sum("free_refused")::int AS refused
    FROM "rpc_credit_minutes" WHERE "minute" > ${new Date(minute.getTime() - 60 * MINUTE_MS)}`;
  return { spentThisMinute: Number(row?.spent ?? 0), freeDeferredLastHour: Number(row?.deferred ?? 0), freeRefusedLastHour: Number(row?.refused ?? 0) };
}
