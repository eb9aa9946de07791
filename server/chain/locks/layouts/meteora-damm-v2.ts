// Meteora DAMM v2 (cp-amm, cpamdp...): LP positions are NFTs, not tokens, so
// a lock is liquidity inside a Position (MeteoraAg/damm-v2,
// programs/cp-amm/src/state/position.rs, const_assert 400; vesting.rs,
// const_assert 176). Position (8 + 400): 8 pool, 40 nft_mint,
// 168 vested_liquidity u128, 184 permanent_locked_liquidity u128,
// 312 inner_vesting. Vesting account (8 + 176): 8 position, 40 the same
// InnerVesting: cliff_point u64, period_frequency u64,
// cliff_unlock_liquidity u128, liquidity_per_period u128,
// total_released_liquidity u128, number_of_period u16. Points are slots or
// unix seconds as the pool's activation_type says; the caller converts.
import { anchorDiscriminator, discriminatorFilter, hasDiscriminator, memcmp, readPubkey, readU128, readU16, readU64 } from "@/server/chain/locks/account-bytes";
import type { LockerProgram, ProgramQuery } from "@/server/chain/locks/types";
import { LOCKER_NAMES, type DecodedLock, type LockRelease } from "@/server/engine/locks/lock-types";

export const METEORA_DAMM_V2: LockerProgram = {
  id: "meteora_damm_v2",
  name: LOCKER_NAMES.meteora_damm_v2,
  programId: "cpamdpZCGKUy5JxQXB4dcpGPiikHawvSWAd6mEn1sGG",
  locks: ["pool_liquidity"],
  source: { repo: "MeteoraAg/damm-v2", path: "programs/cp-amm/src/state/position.rs, vesting.rs", commit: "a3d3827f2094040fb2b2cd9dec94007cdb19b4f7", read: "2026-11-28" },
};

const POSITION = anchorDiscriminator("Position");
const VESTING = anchorDiscriminator("Vesting");
/** Position 8 + 400 and Vesting 8 + 176 on mainnet (const_assert); matched by discriminator, read up to what is used. */
const POSITION_READ_END = 392;
const VESTING_READ_END = 120;

export function dammV2PositionsQuery(pool: string): ProgramQuery {
  return { program: METEORA_DAMM_V2.programId, filters: [discriminatorFilter(POSITION), memcmp(8, pool)] };
}

export function dammV2VestingsQuery(position: string): ProgramQuery {
  return { program: METEORA_DAMM_V2.programId, filters: [discriminatorFilter(VESTING), memcmp(8, position)] };
}

export interface DammV2Position {
  address: string;
  pool: string;
  vested: bigint;
  permanent: bigint;
  /** the schedule kept inside the position, when it has one. */
  inner: Buffer;
}

export function decodeDammV2Position(address: string, data: Buffer): DammV2Position | null {
  if (data.length < POSITION_READ_END || !hasDiscriminator(data, POSITION)) return null;
  const pool = readPubkey(data, 8);
  const vested = readU128(data, 168);
  const permanent = readU128(data, 184);
  if (!pool || vested === null || permanent === null) return null;
  return { address, pool, vested, permanent, inner: data.subarray(312, 392) };
}

/** The permanent part of a position: never released. */
export function permanentLock(position: DammV2Position): DecodedLock | null {
  if (position.permanent === 0n) return null;
  return lockOf(position, `${position.address}`, position.permanent, 0n, [{ kind: "never", amount: position.permanent }]);
}

/** A vesting schedule (the position's inner one, or a Vesting account's `data.subarray(40)`) as a lock. */
export function vestingLock(position: DammV2Position, account: string, inner: Buffer, pointToTime: (point: bigint) => number): DecodedLock | null {
  const cliff = readU64(inner, 0);
  const frequency = readU64(inner, 8) ?? 0n;
  const cliffLiquidity = readU128(inner, 16) ?? 0n;
  const perPeriod = readU128(inner, 32) ?? 0n;
  const released = readU128(inner, 48) ?? 0n;
  const periods = readU16(inner, 64) ?? 0;
  const total = cliffLiquidity + perPeriod * BigInt(periods);
  if (cliff === null || total === 0n) return null;
  const cliffAt = pointToTime(cliff);
  const releases: LockRelease[] = cliffLiquidity > 0n ? [{ kind: "at", at: cliffAt, amount: cliffLiquidity }] : [];
  if (perPeriod > 0n && periods > 0) {
    // with frequency 0 the program unlocks only the cliff part (get_max_unlocked_liquidity)
    if (frequency === 0n) releases.push({ kind: "never", amount: perPeriod * BigInt(periods) });
    else releases.push({ kind: "periodic", firstAt: pointToTime(cliff + frequency), every: pointToTime(cliff + frequency) - cliffAt, count: periods, amountEach: perPeriod });
  }
  return lockOf(position, account, total > released ? total - released : 0n, released, releases);
}

export function decodeDammV2Vesting(data: Buffer): { position: string; inner: Buffer } | null {
  if (data.length < VESTING_READ_END || !hasDiscriminator(data, VESTING)) return null;
  const position = readPubkey(data, 8);
  return position ? { position, inner: data.subarray(40, 120) } : null;
}

function lockOf(position: DammV2Position, account: string, amount: bigint, claimed: bigint, releases: LockRelease[]): DecodedLock {
  // the position's owner is whoever holds its NFT: not read, so no beneficiary is named
  return { locker: "meteora_damm_v2", program: METEORA_DAMM_V2.programId, account, mint: null, pool: position.pool, amount, claimed, releases, beneficiary: null, revocable: false };
}
