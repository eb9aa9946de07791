// UNCX Solana LP locker (GsSCS3..., verified build on OtterSec) for Raydium
// AMM v4 LP tokens: TokenLock, Anchor borsh, 8 + 138 bytes
// (uncx-network/raydium-amm-lp-locker, programs/uncx-solana-lp-locker/src/state/token_lock.rs).
// Offsets: 8 bump, 9 amm_id, 41 lp_mint ("kept first for easier indexing via
// gpa"), 73 lock_global_id, 81 lock_date i64, 89 unlock_date i64,
// 97 country_code, 98 initial_lock_amount, 106 current_locked_amount,
// 114 lock_owner. The whole current amount is withdrawable at unlock_date.
import { anchorDiscriminator, discriminatorFilter, hasDiscriminator, memcmp, readI64Seconds, readPubkey, readU64 } from "@/server/chain/locks/account-bytes";
import type { LockDecoder, LockerProgram, ProgramQuery } from "@/server/chain/locks/types";
import { LOCKER_NAMES } from "@/server/engine/locks/lock-types";

export const UNCX_LP_LOCKER: LockerProgram = {
  id: "uncx_lp_locker",
  name: LOCKER_NAMES.uncx_lp_locker,
  programId: "GsSCS3vPWrtJ5Y9aEVVT65fmrex5P5RGHXdZvsdbWgfo",
  locks: ["lp_token"],
  source: {
    repo: "uncx-network/raydium-amm-lp-locker",
    path: "programs/uncx-solana-lp-locker/src/state/token_lock.rs",
    commit: "2e3d41f1240b11e2b2c8d23ec4d3cab9a3c60f29",
    read: "2026-11-28",
  },
};

/** 8 + 138 (InitSpace): lock_owner, the last field read, ends there. */
const SIZE = 8 + 138;
const DISCRIMINATOR = anchorDiscriminator("TokenLock");

export function uncxLpLockerQuery(lpMint: string): ProgramQuery {
  return { program: UNCX_LP_LOCKER.programId, filters: [discriminatorFilter(DISCRIMINATOR), memcmp(41, lpMint)] };
}

export const decodeUncxLpLocker: LockDecoder = (account, data) => {
  if (data.length < SIZE || !hasDiscriminator(data, DISCRIMINATOR)) return null;
  const unlockAt = readI64Seconds(data, 89);
  const amount = readU64(data, 106);
  const initial = readU64(data, 98) ?? 0n;
  if (unlockAt === null || amount === null) return null;
  return {
    locker: "uncx_lp_locker",
    program: UNCX_LP_LOCKER.programId,
    account,
    mint: readPubkey(data, 41),
    pool: readPubkey(data, 9),
    amount,
    claimed: initial > amount ? initial - amount : 0n,
    releases: [{ kind: "at", at: unlockAt, amount: initial > amount ? initial : amount }],
    beneficiary: readPubkey(data, 114),
    revocable: false,
  };
};
