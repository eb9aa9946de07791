// Jupiter Lock (LocpQg..., also behind Meteora's locks and launchpad vesting):
// a VestingEscrow, Anchor zero-copy, 8 + 288 bytes (jup-ag/jup-lock,
// programs/locker/src/state/vesting_escrow.rs: const_assert 288). Offsets:
// 8 recipient, 40 token_mint, 138 cancel_mode, 144 cliff_time, 152 frequency,
// 160 cliff_unlock_amount, 168 amount_per_period, 176 number_of_period,
// 184 total_claimed_amount, 200 cancelled_at. Unlocks as
// get_max_unlocked_amount: the cliff amount at cliff_time, then one period's
// amount every `frequency` seconds, number_of_period times; with frequency 0
// only the cliff amount ever unlocks.
import { anchorDiscriminator, discriminatorFilter, hasDiscriminator, memcmp, readPubkey, readU64, readU64Seconds, readU8 } from "@/server/chain/locks/account-bytes";
import type { LockDecoder, LockerProgram, ProgramQuery } from "@/server/chain/locks/types";
import { LOCKER_NAMES, type LockRelease } from "@/server/engine/locks/lock-types";

export const JUPITER_LOCK: LockerProgram = {
  id: "jupiter_lock",
  name: LOCKER_NAMES.jupiter_lock,
  programId: "LocpQgucEQHbqNABEYvBvwoxCPsSbG91A1QaQhQQqjn",
  locks: ["supply", "lp_token"],
  source: { repo: "jup-ag/jup-lock", path: "programs/locker/src/state/vesting_escrow.rs", commit: "d123ed778262858d6031a7c555424d796c5bef90", read: "2026-11-28" },
};

/** 8 + 288 on mainnet; accounts are matched by discriminator and need only reach cancelled_at. */
const READ_END = 208;
const DISCRIMINATOR = anchorDiscriminator("VestingEscrow");
/** cancel_mode values that let the creator cancel (OnlyCreator, EitherCreatorAndRecipient). */
const CREATOR_CANCELS = new Set([1, 3]);

export function jupiterLockQuery(mint: string): ProgramQuery {
  return { program: JUPITER_LOCK.programId, filters: [discriminatorFilter(DISCRIMINATOR), memcmp(40, mint)] };
}

export const decodeJupiterLock: LockDecoder = (account, data) => {
  if (data.length < READ_END || !hasDiscriminator(data, DISCRIMINATOR)) return null;
  const cliffAt = readU64Seconds(data, 144);
  const frequency = Number(readU64(data, 152) ?? 0n);
  const cliffAmount = readU64(data, 160) ?? 0n;
  const perPeriod = readU64(data, 168) ?? 0n;
  const periods = Number(readU64(data, 176) ?? 0n);
  const claimed = readU64(data, 184) ?? 0n;
  const mint = readPubkey(data, 40);
  // a cancelled escrow paid out what was unlocked and returned the rest: nothing is locked
  if (cliffAt === null || mint === null || readU64(data, 200) !== 0n) return null;
  const streamed = perPeriod * BigInt(periods);
  const releases: LockRelease[] = [];
  if (cliffAmount > 0n) releases.push({ kind: "at", at: cliffAt, amount: cliffAmount });
  if (streamed > 0n) releases.push(frequency > 0 ? { kind: "periodic", firstAt: cliffAt + frequency, every: frequency, count: periods, amountEach: perPeriod } : { kind: "never", amount: streamed });
  const total = cliffAmount + streamed;
  return {
    locker: "jupiter_lock",
    program: JUPITER_LOCK.programId,
    account,
    mint,
    pool: null,
    amount: total > claimed ? total - claimed : 0n,
    claimed,
    releases,
    beneficiary: readPubkey(data, 8),
    revocable: CREATOR_CANCELS.has(readU8(data, 138) ?? 0),
  };
};
