// Wallet check through the real handler on PostgreSQL and the embedded ledger:
// free (no key, no scan counted), rate limited per IP, roles from the scan.
import { describe, expect, it } from "vitest";
import type { WalletCheckResponse } from "@/server/contracts/analytics";
import { LP_BURNED_EXPECTED, TEAM_FUNDED_EXPECTED, TWO_EXCHANGES_EXPECTED } from "@/server/ledger";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";
import { getEnv } from "@/server/platform/config/env";

const harness = routeOnThrowawayDatabase<{ GET: (request: Request) => Promise<Response> }>(() => import("@/app/api/wallet-check/route"));
const get = (query: string) => harness.route().GET(new Request(`http://localhost/api/wallet-check?${query}`, { headers: { "user-agent": "vitest" } }));
const check = async (mint: string, wallet: string) => {
  const response = await get(`mint=${mint}&wallet=${wallet}`);
  expect(response.status).toBe(200);
  await expectMatchesOpenApi(response, "get", "/api/wallet-check");
  return (await response.json()) as WalletCheckResponse;
};

describe("GET /api/wallet-check", () => {
  const facts = TEAM_FUNDED_EXPECTED;

  it("the creator is the deployer, with its track record and its live holding", async () => {
    const body = await check(facts.mint, facts.creator);
    const dev = facts.wallets[facts.creator];
    expect(body.roles).toContainEqual(dev?.firstBuySlot != null ? { role: "deployer", buy_slot: dev.firstBuySlot } : { role: "deployer" });
    expect(body.track_record).toEqual({ prior_tokens: 0, graduated: 0 });
    expect(body.holding.holds_now).toBe(facts.wallets[facts.creator].heldTokens > 0n);
    expect(body.slot).toBeGreaterThan(0);
  });

  it("a top holder is a holder with its rank and share; the live holding agrees", async () => {
    const holder = Object.entries(facts.wallets).filter(([w, f]) => w !== facts.creator && f.heldTokens > 0n).sort((a, b) => (b[1].heldTokens > a[1].heldTokens ? 1 : -1))[0][0];
    const body = await check(facts.mint, holder);
    const role = body.roles.find((r) => r.role === "holder");
    expect(role).toMatchObject({ role: "holder", rank: 1, buy_slot: facts.wallets[holder].firstBuySlot });
    expect(body.holding).toMatchObject({ holds_now: true, sold_out: false });
    expect(body.track_record).toBeUndefined();
  });

  it("a wallet that bought and sold everything is sold out", async () => {
    const seller = Object.entries(facts.wallets).find(([w, f]) => w !== facts.creator && f.sells > 0 && f.heldTokens === 0n)![0];
    const body = await check(facts.mint, seller);
    expect(body.holding).toMatchObject({ holds_now: false, sold_out: true });
  });

  it("a pool address is a liquidity pool of its venue", async () => {
    const body = await check(LP_BURNED_EXPECTED.mint, LP_BURNED_EXPECTED.pool);
    expect(body.roles).toContainEqual({ role: "liquidity_pool", venue: expect.any(String) });
    // the authority that owns every Raydium v4 vault is no pool of this mint
    const authority = await check(LP_BURNED_EXPECTED.mint, "5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1");
    expect(authority.roles.map((r) => r.role)).not.toContain("liquidity_pool");
  });

  it("a labelled exchange wallet is named as one", async () => {
    const exchange = TWO_EXCHANGES_EXPECTED.exchanges[0];
    const body = await check(TWO_EXCHANGES_EXPECTED.mint, exchange.funder);
    expect(body.roles).toContainEqual({ role: "labelled_exchange", label: exchange.label });
    expect(body.holding).toEqual({ holds_now: false, sold_out: false, ui_amount: 0 });
  });

  it("refuses a malformed wallet with 400", async () => {
    expect((await get(`mint=${facts.mint}&wallet=nope`)).status).toBe(400);
  });

  it("needs no key and counts no scan, but is limited per caller: 429 with Retry-After past the limit", async () => {
    let last: Response | undefined;
    // the limit is a fixed minute window: a loop that crosses into the next minute fills that one too
    for (let i = 0; i <= 2 * getEnv().ANON_RATE_LIMIT_PER_MINUTE; i++) {
      last = await get(`mint=${facts.mint}&wallet=${facts.creator}`);
      if (last.status === 429) break;
      expect(last.headers.get("x-free-queries-remaining")).toBeNull();
    }
    expect(last!.status).toBe(429);
    await expectMatchesOpenApi(last!, "get", "/api/wallet-check");
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await last!.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
  });

});
