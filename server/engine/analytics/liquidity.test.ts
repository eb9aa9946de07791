import { describe, expect, it } from "vitest";
import { makeAnalytics, makeHistory, makeTrade } from "@/server/engine/testing/analytics-factory";
import { address, makeSnapshot } from "@/server/engine/testing/snapshot-factory";
import { INCINERATOR, analyzeLiquidity, priceImpact } from "@/server/engine/analytics/liquidity";
import type { LpSnapshot } from "@/server/engine/analytics/types";
import type { LockEntry } from "@/server/engine/locks/lock-types";

const lp = (overrides: Partial<LpSnapshot>): LpSnapshot => ({ pool: address("pool-authority"), venue: "raydium_cpmm", lpMint: address("lp-mint"), supply: 1_000n, minted: 1_000n, holders: [], locks: [], ...overrides });
const lock = (locker: LockEntry["locker"], amount: bigint, releases: LockEntry["releases"]): LockEntry => ({
  locker,
  program: address(`${locker}-program`),
  account: address(`${locker}-account`),
  asset: "lp",
  mint: address("lp-mint"),
  pool: null,
  amount,
  claimed: 0n,
  releases,
  beneficiary: address("creator"),
  revocable: false,
});

describe("liquidity", () => {
  it("LP burned: the supply burned down to nothing is 100% burned", () => {
    const result = analyzeLiquidity(makeAnalytics({ lp: lp({ supply: 0n, minted: 1_000n }) }));
    expect(result).toMatchObject({ lp_burned_pct: 100, lp_burned: true, lp_locked_pct: 0, lock_unlocks_at: null });
  });

  it("LP sent to the incinerator counts as burned", () => {
    const result = analyzeLiquidity(makeAnalytics({ lp: lp({ holders: [{ owner: INCINERATOR, amount: 960n }] }) }));
    expect(result).toMatchObject({ lp_burned_pct: 96, lp_burned: true });
  });

  it("LP in lockers: locked until a date and locked for good are apart, with the unlock date", () => {
    const locks = [lock("streamflow", 300n, [{ kind: "at", at: 1_800_000_000, amount: 300n }]), lock("raydium_lp_lock", 300n, [{ kind: "never", amount: 300n }])];
    const result = analyzeLiquidity(makeAnalytics({ lp: lp({ holders: [{ owner: address("creator"), amount: 400n }], locks }) }));
    expect(result).toMatchObject({ lp_burned_pct: 0, lp_burned: false, lp_locked_pct: 30, lp_locked_forever_pct: 30, lock_unlocks_at: 1_800_000_000, unlocks_at: 1_800_000_000, lp_mint: address("lp-mint") });
    // 72 h after the scan (observedAt 1_750_000_000) nothing is withdrawable yet
    expect(result).toMatchObject({ unlocking_pct: 0, horizon_hours: 72, unlock_within_horizon: null });
    expect(result.locks.map((l) => [l.locker, l.forever]).sort()).toEqual([["raydium_lp_lock", true], ["streamflow", false]]);
  });

  it("a horizon that reaches the unlock raises the flag with the share and the time", () => {
    const locks = [lock("jupiter_lock", 600n, [{ kind: "at", at: 1_750_000_000 + 48 * 3600, amount: 600n }])];
    const analytics = makeAnalytics({ lp: lp({ locks }) });
    expect(analyzeLiquidity(analytics, { horizonHours: 24, meaningfulPct: 1 }).unlock_within_horizon).toBeNull();
    expect(analyzeLiquidity(analytics, { horizonHours: 72, meaningfulPct: 1 })).toMatchObject({
      unlocking_pct: 60,
      unlock_within_horizon: { horizon_hours: 72, at: 1_750_000_000 + 48 * 3600, asset: "lp", pct: 60, lp_pct: 60, supply_pct: null },
    });
  });

  it("without an LP read, names the pool holding the most of the mint, not the first one listed", () => {
    const token = makeSnapshot({
      liquidityAccounts: [
        { owner: address("small-pool"), tokenAccount: address("small-vault"), amount: 10n, kind: "pool", venue: "raydium_cpmm" },
        { owner: address("main-pool"), tokenAccount: address("main-vault"), amount: 1_000n, kind: "pool", venue: "pumpswap" },
      ],
    });
    expect(analyzeLiquidity(makeAnalytics({ token }))).toMatchObject({ pool: address("main-pool"), venue: "pumpswap" });
  });

  it("a bonding-curve token has no LP: lp_burned null with a note", () => {
    const token = makeSnapshot({ liquidityAccounts: [{ owner: address("curve"), tokenAccount: address("curve-ata"), amount: 1n, kind: "bonding_curve", venue: "pumpfun" }] });
    const result = analyzeLiquidity(makeAnalytics({ token }));
    expect(result.lp_burned).toBeNull();
    expect(result.note).toMatch(/bonding curve/);
  });

  it("lists the largest sells by SOL with the impact from the pool reserves", () => {
    const seller = address("seller");
    const sells = Array.from({ length: 12 }, (_, i) => ({
      ...makeTrade({ owner: seller, side: "sell", slot: 100 + i, amount: 10n, sol: i + 1 }),
      reserves: { pool: address("pool"), tokenBefore: 1_000n, tokenAfter: 1_000n + 10n * BigInt(i + 1), solBefore: 100_000n, solAfter: 100_000n - 1_000n * BigInt(i + 1) },
    }));
    const result = analyzeLiquidity(makeAnalytics({ history: makeHistory(sells) }));
    expect(result.sells.map((s) => s.sol)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    // price 100 -> 88000/1120 = 78.57: 21.43% lower
    expect(result.sells[0]).toMatchObject({ wallet: seller, impact_pct: 21.43, slot: 111 });
  });

  it("no reserves, no impact", () => {
    expect(priceImpact(null)).toBeNull();
  });
});
