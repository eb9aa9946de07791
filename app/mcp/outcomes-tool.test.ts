// get_outcomes over MCP (the SDK's client over real HTTP): the same answer as
// GET /api/outcomes for a scanned mint; a mint never scanned is an error result.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outcomesResponseSchema } from "@/server/contracts/outcomes";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { seedMint, seedOutcomes } from "@/server/services/outcomes/testing/seed-outcomes";
import { serveRoute, type ServedRoute } from "@/server/testing/serve-route";

type Handler = (request: Request) => Promise<Response>;

const harness = routeOnThrowawayDatabase<{ mcp: { POST: Handler }; outcomes: { GET: Handler } }>(async () => ({
  mcp: await import("@/app/mcp/route"),
  outcomes: await import("@/app/api/outcomes/route"),
}), { TRUSTED_IP_HEADER: "x-real-ip", APP_BASE_URL: "https://cabal.example", OUTCOME_CHECKPOINTS: "5s,10s,15s,20s" });

let served: ServedRoute;
let client: Client;
beforeAll(async () => {
  served = await serveRoute({ POST: (request) => harness.route().mcp.POST(request) });
  client = new Client({ name: "vitest", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${served.url}/mcp`), { requestInit: { headers: { "user-agent": "vitest", "x-real-ip": "10.31.1.1" } } }));
});
afterAll(async () => {
  await client?.close();
  await served?.close();
});

describe("get_outcomes", () => {
  it("answers what GET /api/outcomes answers; a mint never scanned is an error", async () => {
    const service = await harness.app().outcomes();
    await seedOutcomes((await harness.app().database()).prisma, service.settings, [{ recommendation: "REVIEW", cabalScore: 40, labels: ["alive", "dumped"] }], new Date("2026-11-28T10:00:00.000Z"));
    const result = await client.callTool({ name: "get_outcomes", arguments: { mintAddress: seedMint(0) } });
    expect(result.isError).toBeFalsy();
    const body = outcomesResponseSchema.parse(result.structuredContent);
    expect(body.checkpoints.map((c) => c.label)).toEqual(["alive", "dumped", null, null]);
    const http = await harness.route().outcomes.GET(new Request(`http://localhost/api/outcomes?mint=${seedMint(0)}`, { headers: { "user-agent": "vitest", "x-real-ip": "10.31.1.2" } }));
    expect(await http.json()).toEqual(body);
    const unknown = await client.callTool({ name: "get_outcomes", arguments: { mintAddress: seedMint(5) } });
    expect(unknown.isError).toBe(true);
    expect(JSON.stringify(unknown.content)).toMatch(/not_found|not been scanned/);
  }, 120_000);
});
