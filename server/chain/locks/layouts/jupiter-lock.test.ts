// The Jupiter Lock decoder on a VestingEscrow recorded from mainnet (its field
// values as the recording's own test states them), and on odd accounts.
import { describe, expect, it } from "vitest";
import { readRecordedJson } from "@/server/chain/http/recorded-data";
import { decodeJupiterLock, jupiterLockQuery } from "@/server/chain/locks/layouts/jupiter-lock";

const recorded = readRecordedJson("accounts/jupiter-lock-vesting-escrow.json") as { data_base64: string; expected: Record<string, string | number> };
const data = Buffer.from(recorded.data_base64, "base64");
const context = { now: 1_760_000_000, slot: null };

describe("Jupiter Lock VestingEscrow", () => {
  it("reads a recorded mainnet escrow: recipient, mint, 1825 daily periods after the cliff, what was claimed", () => {
    const e = recorded.expected;
    const lock = decodeJupiterLock("escrow", data, context)!;
    const perPeriod = BigInt(e.amount_per_period);
    const total = perPeriod * 1825n;
    expect(lock).toMatchObject({ locker: "jupiter_lock", mint: e.token_mint, beneficiary: e.recipient, claimed: 6n, amount: total - 6n });
    expect(lock.releases).toEqual([{ kind: "periodic", firstAt: Number(e.cliff_time) + 86_400, every: 86_400, count: 1825, amountEach: perPeriod }]);
    // cancel_mode 1: the creator can cancel and take back what is still locked
    expect(lock.revocable).toBe(true);
  });

  it("is found by its mint at offset 40 among VestingEscrow accounts (by discriminator, not size)", () => {
    const query = jupiterLockQuery(String(recorded.expected.token_mint));
    expect(query.filters).toEqual([{ memcmp: { offset: 0, bytes: "hteFiUjrzUz" } }, { memcmp: { offset: 40, bytes: recorded.expected.token_mint } }]);
    expect(data.length).toBe(296);
  });

  it("skips what is not a live escrow: another account type, a short account, a cancelled escrow", () => {
    const other = Buffer.from(data);
    other[0] ^= 0xff;
    expect(decodeJupiterLock("x", other, context)).toBeNull();
    expect(decodeJupiterLock("x", data.subarray(0, 200), context)).toBeNull();
    // a longer account of the same type (a later version's padding) still reads
    expect(decodeJupiterLock("x", Buffer.concat([data, Buffer.alloc(32)]), context)?.amount).toBeGreaterThan(0n);
    const cancelled = Buffer.from(data);
    cancelled.writeBigUInt64LE(1_761_000_000n, 200);
    expect(decodeJupiterLock("x", cancelled, context)).toBeNull();
  });
});
