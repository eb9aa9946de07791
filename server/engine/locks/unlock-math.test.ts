import { describe, expect, it } from "vitest";
import type { LockItem } from "@/server/contracts/locks";
import { earliestTimeReaching, foreverAmount, releasedBy, withdrawableBy } from "@/server/engine/locks/unlock-math";

const item = (amount: bigint, claimed: bigint, releases: LockItem["releases"]) => ({ amount: amount.toString(), claimed: claimed.toString(), releases });

describe("unlock math", () => {
  it("periodic tranches: the first at first_at, one more every period, never more than count", () => {
    const periodic = { kind: "periodic" as const, first_at: 100, every: 10, count: 3, amount_each: "5" };
    expect([99, 100, 109, 110, 120, 1_000].map((t) => releasedBy(periodic, t))).toEqual([0n, 5n, 5n, 10n, 15n, 15n]);
  });

  it("linear: nothing at its start, everything at its end, exact in between", () => {
    const linear = { kind: "linear" as const, from: 0, to: 90, amount: "900" };
    expect([0, 1, 45, 90, 91].map((t) => releasedBy(linear, t))).toEqual([0n, 10n, 450n, 900n, 900n]);
  });

  it("what was claimed came out of the first releases; what is held caps what is withdrawable", () => {
    const lock = item(70n, 30n, [{ kind: "at", at: 10, amount: "40" }, { kind: "at", at: 20, amount: "60" }]);
    expect([9, 10, 20].map((t) => withdrawableBy(lock, t))).toEqual([0n, 10n, 70n]);
  });

  it("never released: the never parts, capped at what is held", () => {
    expect(foreverAmount(item(50n, 0n, [{ kind: "never", amount: "80" }]))).toBe(50n);
    expect(foreverAmount(item(50n, 0n, [{ kind: "at", at: 1, amount: "50" }]))).toBe(0n);
  });

  it("the earliest second a target is withdrawable, across locks; null when it never is", () => {
    const a = item(100n, 0n, [{ kind: "linear", from: 1_000, to: 2_000, amount: "100" }]);
    const b = item(10n, 0n, [{ kind: "at", at: 1_500, amount: "10" }]);
    expect(earliestTimeReaching([a], 1n)).toBe(1_010);
    expect(earliestTimeReaching([a, b], 60n)).toBe(1_500);
    expect(earliestTimeReaching([a], 101n)).toBeNull();
    expect(earliestTimeReaching([item(5n, 0n, [{ kind: "never", amount: "5" }])], 1n)).toBeNull();
  });
});
