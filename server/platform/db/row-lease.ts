// A lease is a row (key -> holder, expires_at) taken with one INSERT ... ON
// CONFLICT DO UPDATE ... WHERE expired: PostgreSQL serialises concurrent takers
// on the row, so exactly one of them gets a row back. Times are the database's
// own clock (now()), so instances with skewed clocks still agree on expiry.
// A row rather than pg_try_advisory_lock: an advisory lock belongs to a pooled
// connection (held across awaits it pins that connection for the whole trace,
// and PGlite's single session would grant it to everyone), while a row works
// the same on pg and PGlite and dies by itself when its holder does.
import { Prisma } from "@/server/platform/db/generated/client";
import type { Db } from "@/server/platform/db/usage-counters";

/** The lease tables and their key column (identifiers from this list only, never from input). */
const LEASE_TABLES = {
  trace_leases: "mint",
  x402_payer_leases: "payer",
} as const;
export type LeaseTable = keyof typeof LEASE_TABLES;

const ids = (table: LeaseTable) => ({ table: Prisma.raw(`"${table}"`), key: Prisma.raw(`"${LEASE_TABLES[table]}"`) });

/** true when `holder` now holds the lease on `key` (it was free, expired, or already its own: then renewed). */
export async function takeRowLease(db: Db, table: LeaseTable, request: { key: string; holder: string; seconds: number }): Promise<boolean> {
  const t = ids(table);
  const rows = await db.$queryRaw<Array<{ holder: string }>>`
    INSERT INTO ${t.table} (${t.key}, "holder", "expires_at")
    VALUES (${request.key}, ${request.holder}, now() + make_interval(secs => ${request.seconds}::float8))
    ON CONFLICT (${t.key}) DO UPDATE SET "holder" = EXCLUDED."holder", "expires_at" = EXCLUDED."expires_at"
    WHERE ${t.table}."expires_at" <= now() OR ${t.table}."holder" = EXCLUDED."holder"
    RETURNING "holder"`;
  return rows.length === 1;
}

/** Lets go of a lease this holder has (a lease taken over by another holder is left alone). */
export async function releaseRowLease(db: Db, table: LeaseTable, request: { key: string; holder: string }): Promise<void> {
  const t = ids(table);
  await db.$executeRaw`DELETE FROM ${t.table} WHERE ${t.key} = ${request.key} AND "holder" = ${request.holder}`;
}
