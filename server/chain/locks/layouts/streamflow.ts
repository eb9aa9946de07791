// Streamflow (strmRq...): token locks and vesting. The 1104-byte Contract
// account has no discriminator (streamflow-finance/rust-sdk, state.rs: "this
// account DOES NOT have a discriminator"); borsh offsets: 17 amount_withdrawn,
// 25 canceled_at, 33 end_time, 113 recipient, 177 mint, 409 ix.start_time,
// 417 net_amount_deposited, 425 period, 433 amount_per_period, 441 cliff,
// 449 cliff_amount, 457 cancelable_by_sender, 671 closed.
// Unlocks as Contract::available_to_claim: the cliff amount at the cliff (or
// start), then amount_per_period every period, everything at end_time. Pauses
// and rate changes (later fields) are read as created.
import { memcmp, readPubkey, readU64, readU64Seconds, readU8 } from "@/server/chain/locks/account-bytes";
import type { LockDecoder, LockerProgram, ProgramQuery } from "@/server/chain/locks/types";
import { LOCKER_NAMES, type LockRelease } from "@/server/engine/locks/lock-types";

export const STREAMFLOW: LockerProgram = {
  id: "streamflow",
  name: LOCKER_NAMES.streamflow,
  programId: "strmRqUCoQUgGUan5YhzUZa6KqdzwX5L6FpUxfmKg5m",
  locks: ["supply", "lp_token"],
  source: { repo: "streamflow-finance/rust-sdk", path: "programs/streamflow-sdk/src/state.rs", commit: "5c38ee76a212fd014114e7da5759f7dcd437e4af", read: "2026-11-28" },
};

const SIZE = 1104;
const MINT = 177;

export function streamflowQuery(mint: string): ProgramQuery {
  return { program: STREAMFLOW.programId, filters: [{ dataSize: SIZE }, memcmp(MINT, mint)] };
}

export const decodeStreamflow: LockDecoder = (account, data) => {
  if (data.length !== SIZE || readU8(data, 671) === 1) return null;
  const canceledAt = readU64(data, 25);
  const net = readU64(data, 417);
  const withdrawn = readU64(data, 17) ?? 0n;
  const mint = readPubkey(data, MINT);
  // a canceled contract returned what it still held to the sender: nothing is locked
  if (canceledAt !== 0n || net === null || mint === null) return null;
  const start = readU64Seconds(data, 409) ?? 0;
  const cliff = readU64Seconds(data, 441) ?? 0;
  const end = readU64Seconds(data, 33) ?? 0;
  const period = Number(readU64(data, 425) ?? 0n);
  const perPeriod = readU64(data, 433) ?? 0n;
  const cliffAmount = minBig(readU64(data, 449) ?? 0n, net);
  const from = cliff > 0 ? cliff : start;
  return {
    locker: "streamflow",
    program: STREAMFLOW.programId,
    account,
    mint,
    pool: null,
    amount: net > withdrawn ? net - withdrawn : 0n,
    claimed: withdrawn,
    releases: schedule(from, end, cliffAmount, net - cliffAmount, period, perPeriod),
    beneficiary: readPubkey(data, 113),
    revocable: readU8(data, 457) === 1,
  };
};

function schedule(from: number, end: number, cliffAmount: bigint, rest: bigint, period: number, perPeriod: bigint): LockRelease[] {
  const releases: LockRelease[] = cliffAmount > 0n ? [{ kind: "at", at: from, amount: cliffAmount }] : [];
  let streamed = 0n;
  if (period > 0 && perPeriod > 0n && rest > 0n) {
    const byAmount = Number(rest / perPeriod);
    // tranches past end_time are released at end_time with the remainder
    const count = end > from ? Math.min(byAmount, Math.floor((end - from) / period)) : byAmount;
    if (count > 0) releases.push({ kind: "periodic", firstAt: from + period, every: period, count, amountEach: perPeriod });
    streamed = BigInt(count) * perPeriod;
  }
  if (rest > streamed) releases.push({ kind: "at", at: Math.max(end, from), amount: rest - streamed });
  return releases;
}

function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
