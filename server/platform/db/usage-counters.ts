// Atomic usage counters (security-reference §4.2): one INSERT ... ON CONFLICT
// DO UPDATE ... WHERE per reservation. Under concurrency PostgreSQL serialises
// the conflicting updates on the row and re-checks the WHERE against the
// latest count, so N parallel reservations against a limit L succeed exactly
// min(N, L) times. A row locked but not updated (limit reached) is not
// returned by RETURNING: no row means "over the limit". There is no reset job:
// a new period is a new row.
import type { Prisma, PrismaClient } from "@/server/platform/db/generated/client";
import { minuteUpsertSql } from "@/server/platform/db/rate-limits";

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

/** One unit of a per-minute limit taken in the same statement (rate-limits.ts's rule, same rows). */
export interface MinuteTake {
  /** the limiter's row key, "anon-minute:<subject>" */
  key: string;
  /** the clock-aligned window the unit goes to */
  windowStart: Date;
  limit: number;
}

export interface MeteredReservation {
  /** false: the minute limit refused; nothing else was taken or checked */
  allowed: boolean;
  /** a free repeat: nothing taken */
  repeat: boolean;
  /** the new total when the units were taken (the charge is then remembered), else null */
  reserved: number | null;
  /** the total before this statement (what a repeat shows as used) */
  current: number;
  /** the minute window's units used after the folded take (null without `minute`, or refused) */
  minuteUsed: number | null;
}

/** The warm path's one round trip: the caller's per-minute limit (`minute`, the upsert of
 * rate-limits.ts folded in, issue 18 item 9), then the free-repeat check (recent_charges joined with a
 * fresh complete stored report), else the reservation of reserveUsage (same conflict rule, so limits
 * stay exact under concurrency), and when it took the units the charge remembered, all in one
 * statement. A repeat is decided on the statement's snapshot, as the separate SELECT before it was. */
export async function reserveUsageUnlessRepeat(db: Db, input: UsageReservation & { charge: MeteredCharge; minute?: MinuteTake }): Promise<MeteredReservation> {
  const { subject, period, count, limit, charge, minute } = input;
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  const minuteKey = minute?.key ?? null;
  const rows = await db.$queryRaw<Array<{ allowed: boolean; repeat: boolean; reserved: number | null; current: number | null; minute_used: number | null }>>`
    WITH "minute" AS (${minuteUpsertSql(minute ?? null)}
    ), "allowed" AS (
      SELECT (${minuteKey}::text IS NULL OR EXISTS (SELECT 1 FROM "minute")) AS "ok"
    ), "repeat" AS (
      SELECT 1 FROM "recent_charges" c JOIN "scan_reports" r ON r."mint" = c."mint"
      WHERE ${!charge.fresh}::boolean AND (SELECT "ok" FROM "allowed") AND c."subject" = ${charge.chargeSubject} AND c."mint" = ${charge.mint}
        AND c."charged_at" > ${charge.since} AND r."computed_at" > ${charge.since} AND r."degraded" = false
      LIMIT 1
    ), "reserved" AS (
      INSERT INTO "usage_counters" ("subject", "period", "count")
      SELECT ${subject}::text, ${period}::text, ${count}::int
      WHERE ${count <= limit}::boolean AND (SELECT "ok" FROM "allowed") AND NOT EXISTS (SELECT 1 FROM "repeat")
      ON CONFLICT ("subject", "period") DO UPDATE SET "count" = "usage_counters"."count" + EXCLUDED."count"
      WHERE "usage_counters"."count" + EXCLUDED."count" <= ${limit}
      RETURNING "count"
    ), "charged" AS (
      INSERT INTO "recent_charges" ("subject", "mint", "charged_at")
      SELECT ${charge.chargeSubject}::text, ${charge.mint}::text, ${charge.at}::timestamptz FROM "reserved"
      ON CONFLICT ("subject", "mint") DO UPDATE SET "charged_at" = EXCLUDED."charged_at"
    )
    SELECT (SELECT "ok" FROM "allowed") AS "allowed", EXISTS (SELECT 1 FROM "repeat") AS "repeat", (SELECT "count" FROM "reserved") AS "reserved",
      (SELECT "count" FROM "usage_counters" WHERE "subject" = ${subject} AND "period" = ${period}) AS "current",
      (SELECT "used" FROM "minute") AS "minute_used"`;
  const row = rows[0];
  return {
    allowed: Boolean(row.allowed),
    repeat: Boolean(row.repeat),
    reserved: row.reserved === null ? null : Number(row.reserved),
    current: Number(row.current ?? 0),
    minuteUsed: row.minute_used === null ? null : Number(row.minute_used),
  };
}
