// Meteora DAMM v1 (dynamic AMM, Eo7WjK...) lock escrow: LP of one pool locked
// for good, fees claimable by the owner. LockEscrow, Anchor borsh, 8 + 152
// bytes (MeteoraAg/damm-v1-sdk, ts-client/src/amm/idl.ts "lockEscrow"):
// 8 pool, 40 owner, 72 escrow_vault, 104 bump, 105 total_locked_amount
// (LP base units). The program has no instruction that unlocks it. The
// escrow names its pool, not the LP mint: it is found by the pool.
import { anchorDiscriminator, discriminatorFilter, hasDiscriminator, memcmp, readPubkey, readU64 } from "@/server/chain/locks/account-bytes";
import type { LockDecoder, LockerProgram, ProgramQuery } from "@/server/chain/locks/types";
import { LOCKER_NAMES } from "@/server/engine/locks/lock-types";

export const METEORA_LOCK_ESCROW: LockerProgram = {
  id: "meteora_lock_escrow",
  name: LOCKER_NAMES.meteora_lock_escrow,
  programId: "Eo7WjKq67rjJQSZxS6z3YkapzY3eMj6Xy8X5EQVn5UaB",
  locks: ["lp_token"],
  source: { repo: "MeteoraAg/damm-v1-sdk", path: "ts-client/src/amm/idl.ts", commit: "02c66a3c13ebabdf71eb29d87996aaa7a06a7c29", read: "2026-11-28" },
};

/** the fields read end at byte 113 (8 + 152 with the IDL's padding): size is not filtered on, the discriminator is enough. */
const READ_END = 113;
const DISCRIMINATOR = anchorDiscriminator("LockEscrow");

export function meteoraLockEscrowQuery(pool: string): ProgramQuery {
  return { program: METEORA_LOCK_ESCROW.programId, filters: [discriminatorFilter(DISCRIMINATOR), memcmp(8, pool)] };
}

/** `lpMint`: the pool's LP mint (the escrow itself does not name it). */
export function decodeMeteoraLockEscrow(lpMint: string | null): LockDecoder {
  return (account, data) => {
    if (data.length < READ_END || !hasDiscriminator(data, DISCRIMINATOR)) return null;
    const amount = readU64(data, 105);
    if (amount === null) return null;
    return {
      locker: "meteora_lock_escrow",
      program: METEORA_LOCK_ESCROW.programId,
      account,
      mint: lpMint,
      pool: readPubkey(data, 8),
      amount,
      claimed: 0n,
      releases: [{ kind: "never", amount }],
      beneficiary: readPubkey(data, 40),
      revocable: false,
    };
  };
}
