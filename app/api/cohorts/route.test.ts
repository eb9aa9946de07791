// Cohorts through the real handler on PostgreSQL and the embedded ledger, over
// the analytics scenarios: exact wallet sets and figures from the scenarios' facts.
import { describe, expect, it } from "vitest";
import { EXIT_INSIDERS_EXPECTED, SNIPER_LAUNCH_EXPECTED, TEAM_FUNDED_EXPECTED } from "@/server/ledger";
import type { CohortsResponse } from "@/server/contracts/analytics";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

const harness = routeOnThrowawayDatabase<{ GET: (request: Request) => Promise<Response> }>(() => import("@/app/api/cohorts/route"));
const get = (query: string) => harness.route().GET(new Request(`http://localhost/api/cohorts?${query}`, { headers: { "user-agent": "vitest" } }));
const sorted = (list: string[]) => [...list].sort();

describe("GET /api/cohorts", () => {
  it("team-funded: the creator and the four wallets it funded before their first buy; no insiders, no snipers", async () => {
    const facts = TEAM_FUNDED_EXPECTED;
    const response = await get(`mint=${facts.mint}`);
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response, "get", "/api/cohorts");
    const body = (await response.json()) as CohortsResponse;

    expect(body.team.wallets).toEqual(sorted(facts.team.wallets));
    expect(body.insiders.wallets).toEqual(sorted(facts.insiders));
    expect(body.snipers.wallets).toEqual(sorted(facts.snipers));
    expect(body.trading_opened_slot).toBe(facts.tradingOpenedSlot);
    expect(body.team.bought_pct).toBeCloseTo(facts.team.boughtPct, 3);
    expect(body.team.held_pct).toBeCloseTo(facts.team.heldPct, 3);
    expect(body.team.initial_buy_pct).toBeCloseTo(facts.team.initialBuyPct, 3);
    expect(body.history_complete).toBe(true);
    expect(body.slot).toBeGreaterThan(facts.tradingOpenedSlot);
  });

  it("sniper-launch: exactly the five wallets that bought within 20 slots; the late buyer is not one", async () => {
    const facts = SNIPER_LAUNCH_EXPECTED;
    const body = (await (await get(`mint=${facts.mint}`)).json()) as CohortsResponse;
    expect(body.snipers.wallets).toEqual(sorted(facts.snipers.wallets));
    expect(body.snipers.wallets).not.toContain(facts.lateBuyer.wallet);
    expect(body.team.wallets).toEqual(sorted(facts.team.wallets));
    expect(body.insiders.wallets).toEqual(sorted(facts.insiders));
    expect(body.snipers.initial_buy_pct).toBeCloseTo(facts.snipers.initialBuyPct, 3);
    expect(body.snipers.bought_pct).toBeCloseTo(facts.snipers.boughtPct, 3);
    expect(body.snipers.held_pct).toBeCloseTo(facts.snipers.heldPct, 3);
    expect(body.snipers.sold_sol).toBeCloseTo(Number(facts.snipers.lamportsReceived) / 1e9, 3);
  });

  it("exit-insiders: the four sellers of the coordinated exit are insiders, with what they bought, hold and realized", async () => {
    const facts = EXIT_INSIDERS_EXPECTED;
    const body = (await (await get(`mint=${facts.mint}`)).json()) as CohortsResponse;
    expect(body.insiders.wallets).toEqual(sorted(facts.insiders.map((i) => i.wallet)));
    expect(body.insiders.bought_pct).toBeCloseTo(facts.boughtPct, 3);
    expect(body.insiders.held_pct).toBeCloseTo(facts.heldPct, 3);
    expect(body.insiders.realized_sol).toBeCloseTo(Number(facts.realizedLamports) / 1e9, 3);
    expect(body.insiders.sold_sol).toBeCloseTo(Number(facts.receivedLamports) / 1e9, 3);
    expect(body.insiders.realized_sol).toBeGreaterThan(0);
  });

  it("refuses a malformed mint with 400", async () => {
    const response = await get("mint=not-a-mint");
    expect(response.status).toBe(400);
    await expectMatchesOpenApi(response, "get", "/api/cohorts");
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_mint");
  });
});
