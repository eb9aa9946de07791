// Raydium LaunchLab (LanMV9..., the launchpad behind bonk.fun and others):
// the creator's share vests after migration. PoolState (IDL in
// raydium-io/raydium-docs, public/launchpad_creator_fee_upgrade/raydium_launchpad.json):
// 101 vesting_schedule { total_locked_amount, cliff_period, unlock_period,
// start_time, allocated_share_amount } (u64 each), 205 base_mint. The
// schedule starts at migration (start_time 0 until then). VestingRecord:
// 16 pool, 48 beneficiary, 80 claimed_amount, 88 token_share_amount.
// Unlock rule (the IDL names the fields, not the formula): nothing before
// start_time + cliff_period, then linear over unlock_period. Before
// migration the earliest unlock is read as now + cliff_period.
import { anchorDiscriminator, discriminatorFilter, hasDiscriminator, memcmp, readPubkey, readU64 } from "@/server/chain/locks/account-bytes";
import type { DecodeContext, LockerProgram, ProgramQuery } from "@/server/chain/locks/types";
import { LOCKER_NAMES, type DecodedLock } from "@/server/engine/locks/lock-types";

export const RAYDIUM_LAUNCHLAB: LockerProgram = {
  id: "raydium_launchlab",
  name: LOCKER_NAMES.raydium_launchlab,
  programId: "LanMV9sAd7wArD4vJFi2qDdfnVhFxYSUg6eADduJ3uj",
  locks: ["supply"],
  source: { repo: "raydium-io/raydium-docs", path: "public/launchpad_creator_fee_upgrade/raydium_launchpad.json", commit: "5198365aee2506cca0d4e91b0e016a5afc5cc1e2", read: "2026-11-28" },
};

const POOL = anchorDiscriminator("PoolState");
const RECORD = anchorDiscriminator("VestingRecord");

export function launchlabPoolsQuery(mint: string): ProgramQuery {
  return { program: RAYDIUM_LAUNCHLAB.programId, filters: [discriminatorFilter(POOL), memcmp(205, mint)] };
}

export function launchlabRecordsQuery(pool: string): ProgramQuery {
  return { program: RAYDIUM_LAUNCHLAB.programId, filters: [discriminatorFilter(RECORD), memcmp(16, pool)] };
}

export interface LaunchlabSchedule {
  pool: string;
  mint: string;
  cliffPeriod: number;
  unlockPeriod: number;
  /** 0 until the pool migrates. */
  startTime: number;
}

export function decodeLaunchlabPool(pool: string, data: Buffer): LaunchlabSchedule | null {
  if (data.length < 237 || !hasDiscriminator(data, POOL)) return null;
  const mint = readPubkey(data, 205);
  const locked = readU64(data, 101);
  if (!mint || !locked) return null;
  return { pool, mint, cliffPeriod: Number(readU64(data, 109) ?? 0n), unlockPeriod: Number(readU64(data, 117) ?? 0n), startTime: Number(readU64(data, 125) ?? 0n) };
}

export function decodeLaunchlabRecord(account: string, data: Buffer, schedule: LaunchlabSchedule, context: DecodeContext): DecodedLock | null {
  if (data.length < 96 || !hasDiscriminator(data, RECORD) || readPubkey(data, 16) !== schedule.pool) return null;
  const claimed = readU64(data, 80) ?? 0n;
  const share = readU64(data, 88) ?? 0n;
  if (share === 0n) return null;
  const from = (schedule.startTime > 0 ? schedule.startTime : context.now) + schedule.cliffPeriod;
  return {
    locker: "raydium_launchlab",
    program: RAYDIUM_LAUNCHLAB.programId,
    account,
    mint: schedule.mint,
    pool: schedule.pool,
    amount: share > claimed ? share - claimed : 0n,
    claimed,
    releases: [schedule.unlockPeriod > 0 ? { kind: "linear", from, to: from + schedule.unlockPeriod, amount: share } : { kind: "at", at: from, amount: share }],
    beneficiary: readPubkey(data, 48),
    revocable: false,
  };
}
