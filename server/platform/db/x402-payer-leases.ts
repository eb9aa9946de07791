// Payer leases: one standard x402 settlement per paying wallet at a time,
// across every instance on one database (issue 18); a row lease (row-lease.ts).
import { releaseRowLease, takeRowLease } from "@/server/platform/db/row-lease";
import type { Db } from "@/server/platform/db/usage-counters";

/** true when `holder` now holds `payer`'s lease (free, expired, or already its own). */
export function takePayerLease(db: Db, request: { payer: string; holder: string; seconds: number }): Promise<boolean> {
  return takeRowLease(db, "x402_payer_leases", { key: request.payer, holder: request.holder, seconds: request.seconds });
}

/** Lets go of a lease this holder has (one taken over by another holder is left alone). */
export function releasePayerLease(db: Db, request: { payer: string; holder: string }): Promise<void> {
  return releaseRowLease(db, "x402_payer_leases", { key: request.payer, holder: request.holder });
}
