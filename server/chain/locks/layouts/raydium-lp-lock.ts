// Raydium liquidity locking, "Burn & Earn" (LockrWmn...): CPMM LP locked for
// good, its fees claimable through an NFT. LockedCpLiquidityState, Anchor,
// 8 + 248 bytes (sevenlabs-hq/carbon, decoders/raydium-liquidity-locking-decoder/src/accounts/locked_cp_liquidity_state.rs,
// generated from the program's IDL; program id from the same decoder and
// labels/programs-and-venues.csv). Offsets: 8 locked_lp_amount,
// 16 claimed_lp_amount (fees taken as LP), 64 pool_id, 96 fee_nft_mint,
// 128 locked_owner, 160 locked_lp_mint. The program has no unlock: the
// locked LP never comes back.
import { anchorDiscriminator, discriminatorFilter, hasDiscriminator, memcmp, readPubkey, readU64 } from "@/server/chain/locks/account-bytes";
import type { LockDecoder, LockerProgram, ProgramQuery } from "@/server/chain/locks/types";
import { LOCKER_NAMES } from "@/server/engine/locks/lock-types";

export const RAYDIUM_LP_LOCK: LockerProgram = {
  id: "raydium_lp_lock",
  name: LOCKER_NAMES.raydium_lp_lock,
  programId: "LockrWmn6K5twhz3y9w1dQERbmgSaRkfnTeTKbpofwE",
  locks: ["lp_token"],
  source: {
    repo: "sevenlabs-hq/carbon",
    path: "decoders/raydium-liquidity-locking-decoder/src/accounts/locked_cp_liquidity_state.rs",
    commit: "9dc3c3a5bb39298fb60702a3594efdd67b36cc25",
    read: "2026-11-28",
  },
};

/** the fields read end at byte 192 (the IDL's padding makes the account 8 + 248): size is not filtered on, the discriminator is enough. */
const READ_END = 192;
const DISCRIMINATOR = anchorDiscriminator("LockedCpLiquidityState");

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
