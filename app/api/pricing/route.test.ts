// GET /api/pricing through the handler: the configured plans in the
// documented shape, CORS-enabled for other origins.
import { describe, expect, it } from "vitest";
import { pricingSchema } from "@/server/contracts/pricing";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

const harness = routeOnThrowawayDatabase<{ GET: (request: Request) => Promise<Response> }>(() => import("@/app/api/pricing/route"), { ANON_MONTHLY_QUOTA: "9", PRICE_PER_SCAN_MICRO_USDC: "2500", SCREEN_LIST_PRICE_MICRO_USDC: "7500000", SCREEN_LIST_DAYS: "14" });

describe("GET /api/pricing", () => {
  it("answers the configured quota and price, with the demo ledger's payment details", async () => {
    const response = await harness.route().GET(new Request("http://localhost/api/pricing"));
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    await expectMatchesOpenApi(response, "get", "/api/pricing");
    const pricing = pricingSchema.parse(await response.json());
    expect(pricing).toMatchObject({ anonymous_scans_per_month: 9, price_per_scan_usdc: "0.0025", payments: { enabled: true, demo: true } });
  });

  it("prices the screen-list add-on from the plan configuration", async () => {
    const pricing = await (await harness.route().GET(new Request("http://localhost/api/pricing"))).json();
    expect(pricing.screen_list).toEqual({ price_usdc: "7.5", days: 14, max_entries: 1000 });
  });
});
