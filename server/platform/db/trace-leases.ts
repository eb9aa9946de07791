// Trace leases: one live trace per mint across every instance on one database
// (a row lease, see row-lease.ts).
import { releaseRowLease, takeRowLease } from "@/server/platform/db/row-lease";
import type { Db } from "@/server/platform/db/usage-counters";

export interface LeaseRequest {
  mint: string;
  holder: string;
  /** how long the lease lasts if never released (the holder died), seconds */
  seconds: number;
}

/** true when `holder` now holds the lease on `mint` (it was free, expired, or already its own: then renewed). */
export async function takeTraceLease(db: Db, request: LeaseRequest): Promise<boolean> {
  return takeRowLease(db, "trace_leases", { key: request.mint, holder: request.holder, seconds: request.seconds });
}

/** Lets go of a lease this holder has (a lease taken over by another holder is left alone). */
export async function releaseTraceLease(db: Db, request: { mint: string; holder: string }): Promise<void> {
  await releaseRowLease(db, "trace_leases", { key: request.mint, holder: request.holder });
}

/** true while some holder has an unexpired lease on `mint`. */
export async function isTraceLeased(db: Db, mint: string): Promise<boolean> {
  const rows = await db.$queryRaw<Array<{ ok: number }>>`
    SELECT 1 AS ok FROM "trace_leases" WHERE "mint" = ${mint} AND "expires_at" > now() LIMIT 1`;
  return rows.length > 0;
}
