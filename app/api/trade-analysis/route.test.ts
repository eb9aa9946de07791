// Trade analysis through the real handler on PostgreSQL and the embedded
// ledger: the wash rings' offenders (never an honest trader), the pool each
// answer names (the pool itself, not a shared vault authority) and the LP
// fates of the lp-* scenarios,
// checked against the scenarios' own facts.
import { describe, expect, it } from "vitest";
import type { TradeAnalysisResponse } from "@/server/contracts/analytics";
import { EXIT_INSIDERS_EXPECTED, LP_BURNED_EXPECTED, LP_KEPT_EXPECTED, LP_LOCKED_EXPECTED, WASH_OPERATORS_EXPECTED, WASH_RING_EXPECTED } from "@/server/ledger";
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
  it("wash-ring: each of the three ring wallets is named, as one offender group with the ring's round trips", async () => {
    const facts = WASH_RING_EXPECTED;
    const body = await analyse(`mint=${facts.mint}`);

    expect(body.wash.offenders.map((o) => o.wallet).sort()).toEqual([...facts.ring].sort());
    for (const o of body.wash.offenders) {
      expect(o).toMatchObject({ group_id: body.wash.offenders[0].group_id, members: [...facts.ring].sort(), shared_funder: facts.funder, round_trips: facts.roundTripsPerWallet });
      expect(o.group_round_trips).toBe(facts.roundTripsPerWallet * facts.ring.length);
    }
    expect(body.wash.wash_volume_pct).toBeCloseTo(Number((facts.ringTokenVolume * 10_000n) / facts.totalTokenVolume) / 100, 1);
    expect(body.wash.wash_score).toBe(Math.min(100, Math.round(1.5 * body.wash.wash_volume_pct)));
    expect(body.history_complete).toBe(true);
  });

  it("wash-operators: the funder's ring that passes one bag around and the pair one fee payer paid for; never the honest active trader", async () => {
    const facts = WASH_OPERATORS_EXPECTED;
    const body = await analyse(`mint=${facts.mint}`);

    expect(body.wash.offenders.map((o) => o.wallet).sort()).toEqual([...facts.ring, ...facts.pair].sort());
    expect(body.wash.offenders.map((o) => o.wallet)).not.toContain(facts.honestTrader);
    const ring = body.wash.offenders.filter((o) => facts.ring.includes(o.wallet));
    const pair = body.wash.offenders.filter((o) => facts.pair.includes(o.wallet));
    expect(new Set(ring.map((o) => o.group_id)).size).toBe(1);
    expect(new Set(pair.map((o) => o.group_id)).size).toBe(1);
    expect(ring[0].group_id).not.toBe(pair[0].group_id);
    for (const o of ring) expect(o).toMatchObject({ shared_funder: facts.ringFunder, group_round_trips: facts.ringRoundTrips, members: [...facts.ring].sort() });
    for (const o of pair) expect(o).toMatchObject({ shared_fee_payer: facts.pairFeePayer, group_round_trips: facts.pairRoundTrips, members: [...facts.pair].sort() });
    expect(body.wash.wash_volume_pct).toBeCloseTo(facts.washTokenVolumePct, 1);
  });

  it("exit-insiders: the pool is the Raydium AMM id, never the shared authority that owns its vaults", async () => {
    const body = await analyse(`mint=${EXIT_INSIDERS_EXPECTED.mint}`);
    expect(body.liquidity.pool).toBe(EXIT_INSIDERS_EXPECTED.pool);
    expect(body.liquidity.venue).toBe("raydium_amm_v4");
  });

  it("lp-burned: 96% burned and 4% at the incinerator is 100% burned", async () => {
    const body = await analyse(`mint=${LP_BURNED_EXPECTED.mint}`);

    expect(body.liquidity).toMatchObject({ pool: LP_BURNED_EXPECTED.pool, lp_mint: LP_BURNED_EXPECTED.lpMint, lp_burned: true, lp_locked_pct: 0, lock_unlocks_at: null });
    expect(body.liquidity.lp_burned_pct).toBeCloseTo(LP_BURNED_EXPECTED.lpBurnedPct, 2);
  });

  it("lp-locked: all LP in Streamflow, with the unlock date", async () => {
    const body = await analyse(`mint=${LP_LOCKED_EXPECTED.mint}`);

    expect(body.liquidity).toMatchObject({ pool: LP_LOCKED_EXPECTED.pool, lp_mint: LP_LOCKED_EXPECTED.lpMint, lp_burned: false, lp_burned_pct: 0, lock_unlocks_at: LP_LOCKED_EXPECTED.lock!.unlocksAt });
    expect(body.liquidity.lp_locked_pct).toBeCloseTo(LP_LOCKED_EXPECTED.lpLockedPct, 2);
  });

  it("lp-kept: the creator holds the PumpSwap LP: neither burned nor locked", async () => {
    const body = await analyse(`mint=${LP_KEPT_EXPECTED.mint}`);

    expect(body.liquidity).toMatchObject({ pool: LP_KEPT_EXPECTED.pool, lp_mint: LP_KEPT_EXPECTED.lpMint, lp_burned: false, lp_burned_pct: 0, lp_locked_pct: 0 });
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
