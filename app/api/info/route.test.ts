// GET /api/info and GET /openapi.json through their handlers: the service
// described for agents from the same registry as the OpenAPI document.
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import { makeSnapshot } from "@/server/engine/testing/snapshot-factory";
import { infoSchema } from "@/server/contracts/info";
import { ENDPOINTS } from "@/server/contracts/endpoints";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;

const harness = routeOnThrowawayDatabase<{ info: { GET: Handler }; openapi: { GET: Handler } }>(async () => ({
  info: await import("@/app/api/info/route"),
  openapi: await import("@/app/openapi.json/route"),
}), { APP_BASE_URL: "https://cabal.example", ANON_MONTHLY_QUOTA: "7" });

describe("GET /api/info", () => {
  it("names the service, version 1.1.0, every registry endpoint, pricing, limits and the discovery URLs", async () => {
    const response = await harness.route().info.GET(new Request("http://localhost/api/info"));
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response, "get", "/api/info");
    const info = infoSchema.parse(await response.json());
    expect(info.version).toBe("1.1.0");
    expect(info.endpoints).toHaveLength(ENDPOINTS.length);
    expect(info.endpoints).toContainEqual({ method: "GET", path: "/api/scan-cabal", summary: expect.any(String), auth: "scan" });
    expect(info.limits.anonymous_scans_per_month).toBe(7);
    expect(info.pricing.anonymous_scans_per_month).toBe(7);
    // the add-on priced from the same plan configuration as /api/pricing
    expect(info.pricing.screen_list).toEqual({ price_usdc: "9", days: 30, max_entries: 1000 });
    expect([info.openapi_url, info.mcp_url]).toEqual(["https://cabal.example/openapi.json", "https://cabal.example/mcp"]);
  });

  it("report_schema is a JSON Schema that accepts an engine report and refuses a broken one", async () => {
    const info = infoSchema.parse(await (await harness.route().info.GET(new Request("http://localhost/api/info"))).json());
    const check = new Ajv2020({ strict: false }).compile(info.report_schema);
    const report = JSON.parse(JSON.stringify({ ...buildReport(makeSnapshot(), { includeLaunches: false }), source: "real_time", analysis_time_ms: 5, operators: [], p_rug_24h: null, p_rug_24h_fit: null }));
    expect(check(report) ? [] : check.errors).toEqual([]);
    expect(check({ ...report, cabal_score: 101 })).toBe(false);
  });
});

describe("GET /openapi.json", () => {
  it("answers the generated document, CORS-enabled", async () => {
    const response = await harness.route().openapi.GET(new Request("http://localhost/openapi.json"));
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toContain("/mcp");
  });
});
