// Bonfida token vesting (CChTq6...): a packed account with no discriminator
// (Bonfida/token-vesting, program/src/state.rs): a 65-byte header
// (destination_address: the recipient's token account @0, mint_address @32,
// is_initialized @64) followed by VestingSchedule { release_time u64,
// amount u64 } entries of 16 bytes. The permissionless unlock crank pays out
// every schedule whose release_time has passed and sets its amount to 0, so
// the amounts still set are what the account still holds.
import { memcmp, readPubkey, readU64, readU64Seconds, readU8 } from "@/server/chain/locks/account-bytes";
import type { LockDecoder, LockerProgram, ProgramQuery } from "@/server/chain/locks/types";
import { LOCKER_NAMES, type LockRelease } from "@/server/engine/locks/lock-types";

export const BONFIDA_VESTING: LockerProgram = {
  id: "bonfida_vesting",
  name: LOCKER_NAMES.bonfida_vesting,
  programId: "CChTq6PthWU82YZkbveA3WDf7s97BWhBK4Vx9bmsT743",
  locks: ["supply"],
  source: { repo: "Bonfida/token-vesting", path: "program/src/state.rs", commit: "299498ff58ac32a8b568f59e6c39b8e490fc0410", read: "2026-11-28" },
};

const HEADER = 65;
const SCHEDULE = 16;
/** a vesting account with more schedules than this is not one we can trust to read whole. */
const MAX_SCHEDULES = 512;

export function bonfidaVestingQuery(mint: string): ProgramQuery {
  return { program: BONFIDA_VESTING.programId, filters: [memcmp(32, mint)] };
}

export const decodeBonfidaVesting: LockDecoder = (account, data) => {
  const count = (data.length - HEADER) / SCHEDULE;
  if (!Number.isInteger(count) || count < 1 || count > MAX_SCHEDULES || readU8(data, 64) !== 1) return null;
  const releases: LockRelease[] = [];
  for (let i = 0; i < count; i++) {
    const at = readU64Seconds(data, HEADER + i * SCHEDULE);
    const amount = readU64(data, HEADER + i * SCHEDULE + 8) ?? 0n;
    if (at !== null && amount > 0n) releases.push({ kind: "at", at, amount });
  }
  return {
    locker: "bonfida_vesting",
    program: BONFIDA_VESTING.programId,
    account,
    mint: readPubkey(data, 32),
    pool: null,
    amount: releases.reduce((sum, r) => sum + (r.kind === "at" ? r.amount : 0n), 0n),
    claimed: 0n,
    releases,
    beneficiary: readPubkey(data, 0),
    revocable: false,
  };
};
