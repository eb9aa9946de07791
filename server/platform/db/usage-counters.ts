// Atomic usage counters (security-reference §4.2): one INSERT ... ON CONFLICT
// DO UPDATE ... WHERE per reservation. Under concurrency PostgreSQL serialises
// the conflicting updates on the row and re-checks the WHERE against the
// latest count, so N parallel reservations against a limit L succeed exactly
// min(N, L) times. A row locked but not updated (limit reached) is not
// returned by RETURNING: no row means "over the limit". There is no reset job:
// a new period is a new row.
import type { Prisma, PrismaClient } from "@/server/platform/db/generated/client";

export type Db = PrismaClient | Prisma.TransactionClient;

export interface UsageReservation {
  subject: string;
  period: string;
  /** how many units to take at once (a batch takes one per mint) */
  count: number;
  limit: number;
}

/** Takes `count` units if they fit under `limit`; answers the new total, or null when they do not fit. */
export async function reserveUsage(db: Db, input: UsageReservation): Promise<number | null> {
  const { subject, period, count, limit } = input;
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  // The INSERT branch has no WHERE: never let it create a row already past the limit.
  if (count > limit) return null;
  const rows = await db.$queryRaw<Array<{ count: number }>>`
    INSERT INTO "usage_counters" ("subject", "period", "count") VALUES (${subject}, ${period}, ${count})
    ON CONFLICT ("subject", "period") DO UPDATE SET "count" = "usage_counters"."count" + EXCLUDED."count"
    WHERE "usage_counters"."count" + EXCLUDED."count" <= ${limit}
    RETURNING "count"`;
  return rows.length === 1 ? Number(rows[0].count) : null;
}

/** Gives units back (a scan that produced no answer); never below zero. Answers the new total. */
export async function releaseUsage(db: Db, input: { subject: string; period: string; count: number }): Promise<number | null> {
  const rows = await db.$queryRaw<Array<{ count: number }>>`
    UPDATE "usage_counters" SET "count" = GREATEST("count" - ${input.count}, 0)
    WHERE "subject" = ${input.subject} AND "period" = ${input.period}
    RETURNING "count"`;
  return rows.length === 1 ? Number(rows[0].count) : null;
}

export async function readUsage(db: Db, subject: string, period: string): Promise<number> {
  const row = await db.usageCounter.findUnique({ where: { subject_period: { subject, period } } });
  return row?.count ?? 0;
}

/** Deletes counters of periods sorting before `oldestKept` ("YYYY-MM" keeps that month and later, hourly rows included). */
export async function pruneUsage(db: Db, oldestKept: string): Promise<number> {
  const { count } = await db.usageCounter.deleteMany({ where: { period: { lt: oldestKept } } });
  return count;
}

/** A charge to remember (fair metering, recent_charges) and, unless `fresh`, the free-repeat check. */
export interface MeteredCharge {
  /** "anon:<ip subject>" or "key:<key id>" */
  chargeSubject: string;
  mint: string;
  /** fresh=1: always charged, no repeat check */
  fresh: boolean;
  /** a repeat is free when charged after this and the stored report was computed after it */
  since: Date;
  at: Date;
}
