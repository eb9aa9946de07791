// Exit cost at the caller's size on /api/scan-cabal: the sell quote and the
// round trip (buy, then sell what the buy returned) at size_usd or size_sol,
// beside the report, never in the cached report.
import { describe, expect, it } from "vitest";
import type { ExitCost } from "@/server/services/analytics/exit-cost";
import { LP_KEPT_EXPECTED } from "@/server/ledger";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";

const harness = routeOnThrowawayDatabase<{ GET: (request: Request) => Promise<Response> }>(() => import("@/app/api/scan-cabal/route"));
const get = (query: string) => harness.route().GET(new Request(`http://localhost/api/scan-cabal?${query}`, { headers: { "user-agent": "vitest" } }));
const mint = LP_KEPT_EXPECTED.mint;

describe("GET /api/scan-cabal with size_usd / size_sol", () => {
  it("quotes the sell and the round trip at $2,000; the bigger size loses more than a small one", async () => {
    const big = (await (await get(`mintAddress=${mint}&size_usd=2000`)).json()) as { exit_cost: ExitCost; cabal_score: number };

    expect(big.exit_cost.size_usd).toBe(2000);
    expect(big.exit_cost.sell).toMatchObject({ routable: true });
    expect(big.exit_cost.sell.sol_out).toBeGreaterThan(0);
    expect(big.exit_cost.round_trip.routable).toBe(true);
    expect(big.exit_cost.round_trip.loss_pct).toBeGreaterThan(0);
    expect(big.exit_cost.round_trip.loss_pct).toBeLessThan(100);
    const small = (await (await get(`mintAddress=${mint}&size_sol=0.05`)).json()) as { exit_cost: ExitCost };
    expect(small.exit_cost.size_sol).toBe(0.05);
    expect(small.exit_cost.round_trip.loss_pct!).toBeLessThan(big.exit_cost.round_trip.loss_pct!);
  });

  it("the next plain scan (from the cache) carries no exit cost", async () => {
    const body = (await (await get(`mintAddress=${mint}`)).json()) as { exit_cost?: unknown; source: string };
    expect(body.source).toBe("pre_indexed");
    expect(body.exit_cost).toBeUndefined();
  });

  it("refuses both sizes at once, or a size that is not a positive number, with 400", async () => {
    expect((await get(`mintAddress=${mint}&size_usd=10&size_sol=1`)).status).toBe(400);
    expect((await get(`mintAddress=${mint}&size_usd=-5`)).status).toBe(400);
  });
});
