// LP locks through trade analysis, on a clock set to the ledger's tip: the
// LP worlds' locks as shares of the LP ever minted, locked-for-good apart from
// locked-until and burned, and the flag for the caller's horizon_hours.
import { describe, expect, it } from "vitest";
import type { TradeAnalysisResponse } from "@/server/contracts/analytics";
import { LOCK_FACTS, LP_LOCKED_EXPECTED, SCENARIOS, TIP_TIME, withdrawableAt } from "@/server/ledger";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

const harness = routeOnThrowawayDatabase<{ GET: (request: Request) => Promise<Response> }>(
  () => import("@/app/api/trade-analysis/route"),
  { ANON_MONTHLY_QUOTA: "1000", ANON_RATE_LIMIT_PER_MINUTE: "1000" },
  { now: () => new Date(TIP_TIME * 1000) },
);

async function analyse(mint: string, horizon?: number): Promise<TradeAnalysisResponse["liquidity"]> {
  const query = `mint=${mint}${horizon === undefined ? "" : `&horizon_hours=${horizon}`}`;
  const response = await harness.route().GET(new Request(`http://localhost/api/trade-analysis?${query}`, { headers: { "user-agent": "vitest" } }));
  expect(response.status).toBe(200);
  await expectMatchesOpenApi(response, "get", "/api/trade-analysis");
  return ((await response.json()) as TradeAnalysisResponse).liquidity;
}

const pct = (part: bigint, whole: bigint) => Number((part * 1_000_000n) / whole) / 10_000;
const LP_WORLDS = Object.entries(LOCK_FACTS).filter(([, f]) => f.asset === "lp");

describe.each(LP_WORLDS)("%s", (id, f) => {
  const mint = SCENARIOS.find((s) => s.id === id)!.mint;

  it(`liquidity names the ${f.locker} lock: locked until and locked for good apart, the unlock time`, async () => {
    const liquidity = await analyse(mint);
    expect(liquidity.lp_locked_forever_pct).toBeCloseTo(pct(f.forever, f.base), 2);
    expect(liquidity.lp_locked_pct).toBeCloseTo(pct(f.locked - f.forever, f.base), 2);
    expect(liquidity.unlocks_at).toBe(f.unlocksAt);
    expect(liquidity.lock_unlocks_at).toBe(f.unlocksAt);
    expect(liquidity.lp_burned_pct).toBe(0);
    expect(new Set(liquidity.locks.map((l) => l.account))).toEqual(new Set(f.accounts));
    expect(liquidity.locks.every((l) => l.locker === f.locker && l.asset === "lp")).toBe(true);
  });

  it("raises unlock_within_horizon for the caller's horizon only when a meaningful share unlocks", async () => {
    for (const hours of [24, 72, 24 * 30]) {
      const liquidity = await analyse(mint, hours);
      const share = pct(withdrawableAt(f, TIP_TIME + hours * 3600), f.base);
      expect(liquidity.horizon_hours).toBe(hours);
      expect(liquidity.unlocking_pct).toBeCloseTo(share, 2);
      if (share >= 1) expect(liquidity.unlock_within_horizon).toMatchObject({ horizon_hours: hours, asset: "lp", at: f.unlocksAt });
      else expect(liquidity.unlock_within_horizon).toBeNull();
    }
  });
});

describe("lp-locked (Streamflow, LP read from the pool's history)", () => {
  it("reads the lock as locked until its date, ten years out: nothing unlocks in a year", async () => {
    const liquidity = await analyse(LP_LOCKED_EXPECTED.mint, 24 * 365);
    expect(liquidity).toMatchObject({ lp_locked_forever_pct: 0, unlocks_at: LP_LOCKED_EXPECTED.lock!.unlocksAt, unlocking_pct: 0, unlock_within_horizon: null });
    expect(liquidity.lp_locked_pct).toBeCloseTo(LP_LOCKED_EXPECTED.lpLockedPct, 2);
    expect(liquidity.locks.map((l) => [l.locker, l.account])).toEqual([["streamflow", LP_LOCKED_EXPECTED.lock!.metadata]]);
  });
});
