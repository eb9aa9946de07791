// Payer leases: one standard x402 settlement per paying wallet at a time,
// across every instance on one database (issue 18). Same shape as
// trace-leases.ts: a row taken with INSERT ... ON CONFLICT DO UPDATE ...
// WHERE expired, so concurrent takers are serialised on the row and exactly
// one gets it; the database's clock decides expiry; works on pg and PGlite.
import type { Db } from "./usage-counters";

/** true when `holder` now holds `payer`'s lease (free, expired, or already its own). */
export async function takePayerLease(db: Db, request: { payer: string; holder: string; seconds: number }): Promise<boolean> {
  const rows = await db.$queryRaw<Array<{ holder: string }>>`
    INSERT INTO "x402_payer_leases" ("payer", "holder", "expires_at")
    VALUES (${request.payer}, ${request.holder}, now() + make_interval(secs => ${request.seconds}::float8))
    ON CONFLICT ("payer") DO UPDATE SET "holder" = EXCLUDED."holder", "expires_at" = EXCLUDED."expires_at"
    WHERE "x402_payer_leases"."expires_at" <= now() OR "x402_payer_leases"."holder" = EXCLUDED."holder"
    RETURNING "holder"`;
  return rows.length === 1;
}

/** Lets go of a lease this holder has (one taken over by another holder is left alone). */
export async function releasePayerLease(db: Db, request: { payer: string; holder: string }): Promise<void> {
  await db.$executeRaw`DELETE FROM "x402_payer_leases" WHERE "payer" = ${request.payer} AND "holder" = ${request.holder}`;
}
