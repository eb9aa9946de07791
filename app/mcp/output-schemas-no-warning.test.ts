// The anonymous case without the quota warning (more than 20 free scans
// left): check_cabal_risk's result carries free_queries_remaining and no
// warning, and the official client still validates it against outputSchema.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCENARIOS } from "@/server/ledger";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { serveRoute, type ServedRoute } from "@/server/testing/serve-route";

type Handler = (request: Request) => Promise<Response>;

const harness = routeOnThrowawayDatabase<{ POST: Handler }>(() => import("@/app/mcp/route"), { ANON_MONTHLY_QUOTA: "100", TRUSTED_IP_HEADER: "x-real-ip" });

let served: ServedRoute;
let client: Client | undefined;
beforeAll(async () => {
  served = await serveRoute({ POST: (request) => harness.route().POST(request) });
});
afterAll(async () => {
  await client?.close();
  await served?.close();
});

describe("check_cabal_risk anonymous, far from the quota's end", () => {
  it("validates against its outputSchema with free_queries_remaining and no warning", async () => {
    client = new Client({ name: "vitest", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${served.url}/mcp`), { requestInit: { headers: { "user-agent": "vitest", "x-real-ip": "10.12.0.1" } } }));
    await client.listTools();
    const result = await client.callTool({ name: "check_cabal_risk", arguments: { mintAddress: SCENARIOS[0].mint } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ free_queries_remaining: 99 });
    expect(result.structuredContent).not.toHaveProperty("warning");
  });
});
