// Trace leases: one live trace per mint across every instance on one database.
// A lease is a row (mint -> holder, expires_at) taken with one INSERT ... ON
// CONFLICT DO UPDATE ... WHERE expired: PostgreSQL serialises concurrent takers
// on the row, so exactly one of them gets a row back. Times are the database's
// own clock (now()), so instances with skewed clocks still agree on expiry.
// A row rather than pg_try_advisory_lock: an advisory lock belongs to a pooled
// connection (held across awaits it pins that connection for the whole trace,
// and PGlite's single session would grant it to everyone), while a row works
// the same on pg and PGlite and dies by itself when its holder does.
import type { Db } from "./usage-counters";

export interface LeaseRequest {
  mint: string;
  holder: string;
  /** how long the lease lasts if never released (the holder died), seconds */
  seconds: number;
}

/** true when `holder` now holds the lease on `mint` (it was free, expired, or already its own: then renewed). */
export async function takeTraceLease(db: Db, request: LeaseRequest): Promise<boolean> {
  const rows = await db.$queryRaw<Array<{ holder: string }>>`
    INSERT INTO "trace_leases" ("mint", "holder", "expires_at")
    VALUES (${request.mint}, ${request.holder}, now() + make_interval(secs => ${request.seconds}::float8))
    ON CONFLICT ("mint") DO UPDATE SET "holder" = EXCLUDED."holder", "expires_at" = EXCLUDED."expires_at"
    WHERE "trace_leases"."expires_at" <= now() OR "trace_leases"."holder" = EXCLUDED."holder"
    RETURNING "holder"`;
  return rows.length === 1;
}

/** Lets go of a lease this holder has (a lease taken over by another holder is left alone). */
export async function releaseTraceLease(db: Db, request: { mint: string; holder: string }): Promise<void> {
  await db.$executeRaw`DELETE FROM "trace_leases" WHERE "mint" = ${request.mint} AND "holder" = ${request.holder}`;
}

/** true while some holder has an unexpired lease on `mint`. */
export async function isTraceLeased(db: Db, mint: string): Promise<boolean> {
  const rows = await db.$queryRaw<Array<{ ok: number }>>`
    SELECT 1 AS ok FROM "trace_leases" WHERE "mint" = ${mint} AND "expires_at" > now() LIMIT 1`;
  return rows.length > 0;
}
