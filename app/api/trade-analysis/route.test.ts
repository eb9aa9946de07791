// Trade analysis through the real handler on PostgreSQL and the embedded
// ledger: the wash ring's offenders and the LP fates of the lp-* scenarios,
// checked against the scenarios' own facts.
import { describe, expect, it } from "vitest";
import type { TradeAnalysisResponse } from "@/server/contracts/analytics";
import { LP_BURNED_EXPECTED, LP_KEPT_EXPECTED, LP_LOCKED_EXPECTED, WASH_RING_EXPECTED } from "@/server/ledger";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

const harness = routeOnThrowawayDatabase<{ GET: (request: Request) => Promise<Response> }>(() => import("@/app/api/trade-analysis/route"));
const get = (query: string) => harness.route().GET(new Request(`http://localhost/api/trade-analysis?${query}`, { headers: { "user-agent": "vitest" } }));
const analyse = async (query: string) => {
  const response = await get(query);
  expect(response.status).toBe(200);
  await expectMatchesOpenApi(response, "get", "/api/trade-analysis");
  return (await response.json()) as TradeAnalysisResponse;
};

describe("GET /api/trade-analysis", () => {
  it("wash-ring: the ring is one offender group with its round trips, and the wash volume share", async () => {
    const facts = WASH_RING_EXPECTED;
    const body = await analyse(`mint=${facts.mint}`);

    expect(body.wash.offenders).toHaveLength(1);
    const [group] = body.wash.offenders;
    expect(group.members).toEqual([...facts.ring].sort());
    expect(group.wallet).toBe(facts.funder);
    expect(group.round_trips).toBe(facts.roundTripsPerWallet * facts.ring.length);
    expect(body.wash.wash_volume_pct).toBeCloseTo(Number((facts.ringTokenVolume * 10_000n) / facts.totalTokenVolume) / 100, 1);
    expect(body.wash.wash_score).toBe(Math.min(100, Math.round(1.5 * body.wash.wash_volume_pct)));
    expect(body.history_complete).toBe(true);
  });

  it("lp-burned: 96% burned and 4% at the incinerator is 100% burned", async () => {
    const body = await analyse(`mint=${LP_BURNED_EXPECTED.mint}`);

    expect(body.liquidity).toMatchObject({ lp_mint: LP_BURNED_EXPECTED.lpMint, lp_burned: true, lp_locked_pct: 0, lock_unlocks_at: null });
    expect(body.liquidity.lp_burned_pct).toBeCloseTo(LP_BURNED_EXPECTED.lpBurnedPct, 2);
  });

  it("lp-locked: all LP in Streamflow, with the unlock date", async () => {
    const body = await analyse(`mint=${LP_LOCKED_EXPECTED.mint}`);

    expect(body.liquidity).toMatchObject({ lp_mint: LP_LOCKED_EXPECTED.lpMint, lp_burned: false, lp_burned_pct: 0, lock_unlocks_at: LP_LOCKED_EXPECTED.lock!.unlocksAt });
    expect(body.liquidity.lp_locked_pct).toBeCloseTo(LP_LOCKED_EXPECTED.lpLockedPct, 2);
  });

  it("lp-kept: the creator holds the PumpSwap LP: neither burned nor locked", async () => {
    const body = await analyse(`mint=${LP_KEPT_EXPECTED.mint}`);

    expect(body.liquidity).toMatchObject({ lp_mint: LP_KEPT_EXPECTED.lpMint, lp_burned: false, lp_burned_pct: 0, lp_locked_pct: 0 });
    expect(body.liquidity.sells.length).toBeGreaterThan(0);
  });

  it("with size_sol: the exit cost at that size beside the analysis", async () => {
    const body = await analyse(`mint=${LP_KEPT_EXPECTED.mint}&size_sol=1`);
    expect(body.exit_cost?.size_sol).toBe(1);
    expect(body.exit_cost?.round_trip.routable).toBe(true);
    expect(body.exit_cost?.round_trip.loss_pct).toBeGreaterThan(0);
    expect((await analyse(`mint=${LP_KEPT_EXPECTED.mint}`)).exit_cost).toBeUndefined();
  });
});
