// Exchange funding through the real handler on PostgreSQL and the embedded
// ledger: holders funded from two labelled exchanges, checked against the
// two-exchanges scenario's facts.
import { describe, expect, it } from "vitest";
import type { CexFundingResponse } from "@/server/contracts/analytics";
import { TWO_EXCHANGES_EXPECTED } from "@/server/ledger";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

const harness = routeOnThrowawayDatabase<{ GET: (request: Request) => Promise<Response> }>(() => import("@/app/api/cex-funding/route"));
const get = (query: string) => harness.route().GET(new Request(`http://localhost/api/cex-funding?${query}`, { headers: { "user-agent": "vitest" } }));

describe("GET /api/cex-funding", () => {
  it("two-exchanges: each labelled exchange with its funder wallet, holders and share of supply", async () => {
    const facts = TWO_EXCHANGES_EXPECTED;
    const response = await get(`mint=${facts.mint}`);
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response, "get", "/api/cex-funding");
    expect(response.headers.get("x-free-queries-remaining")).not.toBeNull();
    const body = (await response.json()) as CexFundingResponse;
    const byLabel = new Map(body.exchanges.map((e) => [e.label, e]));
    expect([...byLabel.keys()].sort()).toEqual(facts.exchanges.map((e) => e.label).sort());
    for (const exchange of facts.exchanges) {
      const got = byLabel.get(exchange.label)!;
      expect(got.funder_wallets).toEqual([exchange.funder]);
      expect(got.holders).toEqual([...exchange.holders].sort());
      expect(got.wallet_count).toBe(exchange.holders.length);
      expect(got.pct).toBeCloseTo(exchange.pct, 3);
    }
    expect(body.exchange_funded_pct).toBeCloseTo(facts.exchangeFundedPct, 3);
    expect(body.unlabelled_exchange_like).toEqual([]);
    expect(body.slot).toBeGreaterThan(0);
  });

  it("refuses a malformed mint with 400", async () => {
    const invalid = await get("mint=xyz");
    expect(invalid.status).toBe(400);
    await expectMatchesOpenApi(invalid, "get", "/api/cex-funding");
  });
});
