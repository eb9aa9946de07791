// GET /api/health through the handler on a throwaway database and the
// embedded ledger: up, in the documented shape.
import { describe, expect, it } from "vitest";
import { healthSchema } from "@/server/contracts/health";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

const harness = routeOnThrowawayDatabase<{ GET: (request: Request) => Promise<Response> }>(() => import("@/app/api/health/route"));

describe("GET /api/health", () => {
  it("answers 200 with the database and the embedded data sources reachable", async () => {
    const response = await harness.route().GET(new Request("http://localhost/api/health"));
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response, "get", "/api/health");
    const health = healthSchema.parse(await response.json());
    expect(health).toMatchObject({ status: "ok", database: { ok: true, kind: "postgres" }, data_sources: { kind: "embedded", solana_rpc: { ok: true } } });
  });
});
