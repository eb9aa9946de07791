// Fixed-window rate limits kept in the app's database, so every instance
// shares one count per caller (issue 18 item 9). One row per limited key holds
// its current window; a take is ONE statement: INSERT ... ON CONFLICT DO
// UPDATE ... WHERE, which PostgreSQL (and PGlite, the same engine) applies
// atomically, re-checking the WHERE against the latest row under concurrency
// (security-reference §4.2). A row locked but not updated (over the limit) is
// not returned by RETURNING: no row means "refused". A window that has ended
// is replaced by the new one in the same statement: no reset job.
//
// Windows are aligned to the clock (start = floor(now / window)), so instances
// agree on the window without talking to each other; the caller's clock is
// passed in so tests can move time. An instance whose clock lags never moves a
// row back to an older window (GREATEST): it counts in the newer one.
import type { Db } from "@/server/platform/db/usage-counters";

export interface RateLimitTake {
  key: string;
  count: number;
  limit: number;
  windowMs: number;
  nowMs: number;
}

/** Takes `count` units for `key` in the current window if they fit; answers the units used after it, or null when refused. */
export async function takeRateLimit(db: Db, input: RateLimitTake): Promise<number | null> {
  const { key, count, limit, windowMs, nowMs } = input;
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  // The INSERT branch has no WHERE: never let it create a row already past the limit.
  if (count > limit) return null;
  const windowStart = new Date(windowStartMs(nowMs, windowMs));
  const rows = await db.$queryRaw<Array<{ used: number }>>`
    INSERT INTO "rate_limits" ("key", "window_start", "used") VALUES (${key}::text, ${windowStart}::timestamptz, ${count}::int)
    ON CONFLICT ("key") DO UPDATE SET
      "used" = CASE WHEN "rate_limits"."window_start" < EXCLUDED."window_start" THEN EXCLUDED."used" ELSE "rate_limits"."used" + EXCLUDED."used" END,
      "window_start" = GREATEST("rate_limits"."window_start", EXCLUDED."window_start")
    WHERE "rate_limits"."window_start" < EXCLUDED."window_start" OR "rate_limits"."used" + EXCLUDED."used" <= ${limit}::int
    RETURNING "used"`;
  return rows.length === 1 ? Number(rows[0].used) : null;
}

/** Gives `count` unspent units back to `key`'s window (a block held in memory, rate-limiter.ts); a row
 * already in a later window is left alone. Answers the units used after it, or null. */
export async function releaseRateLimit(db: Db, input: { key: string; windowStart: Date; count: number }): Promise<number | null> {
  const rows = await db.$queryRaw<Array<{ used: number }>>`
    UPDATE "rate_limits" SET "used" = GREATEST("used" - ${input.count}::int, 0)
    WHERE "key" = ${input.key} AND "window_start" = ${input.windowStart}
    RETURNING "used"`;
  return rows.length === 1 ? Number(rows[0].used) : null;
}

export function windowStartMs(nowMs: number, windowMs: number): number {
  return Math.floor(nowMs / windowMs) * windowMs;
}

/** Rows whose window started before `before` decide nothing any more (housekeeping). */
export async function pruneRateLimits(db: Db, before: Date): Promise<number> {
  return db.$executeRaw`DELETE FROM "rate_limits" WHERE "window_start" < ${before}`;
}
