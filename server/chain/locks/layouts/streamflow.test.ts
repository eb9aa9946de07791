// The Streamflow decoder on Contract accounts written at the offsets of
// streamflow-finance/rust-sdk state.rs (borsh, no discriminator, 1104 bytes).
import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { decodeStreamflow } from "@/server/chain/locks/layouts/streamflow";

const key = (seed: number) => bs58.encode(Buffer.alloc(32, seed));
const MINT = key(7);
const RECIPIENT = key(9);
const context = { now: 1_700_000_000, slot: null };

function contract(fields: { net: bigint; withdrawn?: bigint; start: number; period: number; perPeriod: bigint; cliff: number; cliffAmount: bigint; end: number; cancelable?: boolean; closed?: boolean; canceledAt?: number }): Buffer {
  const data = Buffer.alloc(1104);
  data.writeBigUInt64LE(fields.withdrawn ?? 0n, 17);
  data.writeBigUInt64LE(BigInt(fields.canceledAt ?? 0), 25);
  data.writeBigUInt64LE(BigInt(fields.end), 33);
  bs58.decode(RECIPIENT).forEach((b, i) => (data[113 + i] = b));
  bs58.decode(MINT).forEach((b, i) => (data[177 + i] = b));
  data.writeBigUInt64LE(BigInt(fields.start), 409);
  data.writeBigUInt64LE(fields.net, 417);
  data.writeBigUInt64LE(BigInt(fields.period), 425);
  data.writeBigUInt64LE(fields.perPeriod, 433);
  data.writeBigUInt64LE(BigInt(fields.cliff), 441);
  data.writeBigUInt64LE(fields.cliffAmount, 449);
  data[457] = fields.cancelable ? 1 : 0;
  data[671] = fields.closed ? 1 : 0;
  return data;
}

describe("Streamflow Contract", () => {
  it("a vesting: the cliff amount at the cliff, then one tranche a period, the rest at end_time", () => {
    const lock = decodeStreamflow("c", contract({ net: 1_000n, withdrawn: 100n, start: 1_000, period: 10, perPeriod: 70n, cliff: 1_000, cliffAmount: 300n, end: 1_095 }), context)!;
    expect(lock).toMatchObject({ mint: MINT, beneficiary: RECIPIENT, amount: 900n, claimed: 100n, revocable: false });
    // 700 left after the cliff at 70 a period: 9 periods fit before end_time (1_095), the last 70 comes at end_time
    expect(lock.releases).toEqual([
      { kind: "at", at: 1_000, amount: 300n },
      { kind: "periodic", firstAt: 1_010, every: 10, count: 9, amountEach: 70n },
      { kind: "at", at: 1_095, amount: 70n },
    ]);
  });

  it("a token lock (all at the cliff) and whether the sender may cancel it", () => {
    const lock = decodeStreamflow("c", contract({ net: 500n, start: 2_000, period: 1, perPeriod: 500n, cliff: 2_000, cliffAmount: 500n, end: 2_000, cancelable: true }), context)!;
    expect(lock.releases).toEqual([{ kind: "at", at: 2_000, amount: 500n }]);
    expect(lock.revocable).toBe(true);
  });

  it("nothing for a closed or canceled contract, or an account of another size", () => {
    const base = { net: 500n, start: 2_000, period: 1, perPeriod: 500n, cliff: 2_000, cliffAmount: 500n, end: 2_000 };
    expect(decodeStreamflow("c", contract({ ...base, closed: true }), context)).toBeNull();
    expect(decodeStreamflow("c", contract({ ...base, canceledAt: 1_999 }), context)).toBeNull();
    expect(decodeStreamflow("c", contract(base).subarray(0, 1000), context)).toBeNull();
  });
});
