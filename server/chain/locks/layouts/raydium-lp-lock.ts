// Raydium liquidity locking, "Burn & Earn" (LockrWmn...): CPMM LP, or a CLMM
// position NFT, locked for good, its fees claimable through an NFT.
// CPMM: LockedCpLiquidityState, Anchor,
// 8 + 248 bytes (sevenlabs-hq/carbon, decoders/raydium-liquidity-locking-decoder/src/accounts/locked_cp_liquidity_state.rs,
// generated from the program's IDL; program id from the same decoder and
// labels/programs-and-venues.csv). Offsets: 8 locked_lp_amount,
// 16 claimed_lp_amount (fees taken as LP), 64 pool_id, 96 fee_nft_mint,
// 128 locked_owner, 160 locked_lp_mint. CLMM: LockedClmmPositionState
// (locked_clmm_position_state.rs, same decoder): 9 position_owner, 41 pool_id,
// 73 position_id (a PersonalPositionState of the CLMM program, whose
// liquidity u128 @81 is the amount: raydium-clmm-decoder
// personal_position_state.rs). The program has no unlock: what it locks
// never comes back.
import { anchorDiscriminator, discriminatorFilter, hasDiscriminator, memcmp, readPubkey, readU128, readU64 } from "@/server/chain/locks/account-bytes";
import type { LockDecoder, LockerProgram, ProgramQuery } from "@/server/chain/locks/types";
import { LOCKER_NAMES, type DecodedLock } from "@/server/engine/locks/lock-types";

export const RAYDIUM_LP_LOCK: LockerProgram = {
  id: "raydium_lp_lock",
  name: LOCKER_NAMES.raydium_lp_lock,
  programId: "LockrWmn6K5twhz3y9w1dQERbmgSaRkfnTeTKbpofwE",
  locks: ["lp_token", "pool_liquidity"],
  source: {
    repo: "sevenlabs-hq/carbon",
    path: "decoders/raydium-liquidity-locking-decoder/src/accounts/locked_cp_liquidity_state.rs, locked_clmm_position_state.rs",
    commit: "9dc3c3a5bb39298fb60702a3594efdd67b36cc25",
    read: "2026-11-28",
  },
};

/** the fields read end at byte 192 (the IDL's padding makes the account 8 + 248): size is not filtered on, the discriminator is enough. */
const READ_END = 192;
const DISCRIMINATOR = anchorDiscriminator("LockedCpLiquidityState");
const CLMM_LOCK = anchorDiscriminator("LockedClmmPositionState");
const PERSONAL_POSITION = anchorDiscriminator("PersonalPositionState");

export function raydiumLpLockQuery(lpMint: string): ProgramQuery {
  return { program: RAYDIUM_LP_LOCK.programId, filters: [discriminatorFilter(DISCRIMINATOR), memcmp(160, lpMint)] };
}

export const decodeRaydiumLpLock: LockDecoder = (account, data) => {
  if (data.length < READ_END || !hasDiscriminator(data, DISCRIMINATOR)) return null;
  const amount = readU64(data, 8);
  if (amount === null) return null;
  return {
    locker: "raydium_lp_lock",
    program: RAYDIUM_LP_LOCK.programId,
    account,
    mint: readPubkey(data, 160),
    pool: readPubkey(data, 64),
    amount,
    claimed: 0n,
    releases: [{ kind: "never", amount }],
    beneficiary: readPubkey(data, 128),
    revocable: false,
  };
};

/** Locked CLMM positions of one pool (pool_id @41). */
export function raydiumClmmLockQuery(pool: string): ProgramQuery {
  return { program: RAYDIUM_LP_LOCK.programId, filters: [discriminatorFilter(CLMM_LOCK), memcmp(41, pool)] };
}

export interface LockedClmmPosition {
  account: string;
  owner: string | null;
  pool: string;
  position: string;
}

export function decodeRaydiumClmmLock(account: string, data: Buffer): LockedClmmPosition | null {
  if (data.length < 105 || !hasDiscriminator(data, CLMM_LOCK)) return null;
  const pool = readPubkey(data, 41);
  const position = readPubkey(data, 73);
  return pool && position ? { account, owner: readPubkey(data, 9), pool, position } : null;
}

/** The locked position's liquidity (its PersonalPositionState), for good. */
export function raydiumClmmPositionLock(locked: LockedClmmPosition, positionData: Buffer): DecodedLock | null {
  if (positionData.length < 97 || !hasDiscriminator(positionData, PERSONAL_POSITION) || readPubkey(positionData, 41) !== locked.pool) return null;
  const liquidity = readU128(positionData, 81);
  if (!liquidity) return null;
  return {
    locker: "raydium_lp_lock",
    program: RAYDIUM_LP_LOCK.programId,
    account: locked.account,
    mint: null,
    pool: locked.pool,
    amount: liquidity,
    claimed: 0n,
    releases: [{ kind: "never", amount: liquidity }],
    beneficiary: locked.owner,
    revocable: false,
  };
}
