// get_operator over MCP (the SDK's client over real HTTP): the same answer as
// GET /api/operator for a wallet a stored report named, under the caller's
// minute limit like check_wallet (a junk key is refused, as on the route).
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorResponseSchema } from "@/server/contracts/operator";
import { RETURNING_FUNDER, returningFunderFirst } from "@/server/ledger/scenarios/returning-funder";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { serveRoute, type ServedRoute } from "@/server/testing/serve-route";

type Handler = (request: Request) => Promise<Response>;

const harness = routeOnThrowawayDatabase<{ mcp: { POST: Handler }; scan: { GET: Handler }; operator: { GET: Handler } }>(async () => ({
  mcp: await import("@/app/mcp/route"),
  scan: await import("@/app/api/scan-cabal/route"),
  operator: await import("@/app/api/operator/route"),
}), { TRUSTED_IP_HEADER: "x-real-ip", APP_BASE_URL: "https://cabal.example" });

let served: ServedRoute;
const clients: Client[] = [];
beforeAll(async () => void (served = await serveRoute({ POST: (request) => harness.route().mcp.POST(request) })));
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await served?.close();
});

async function connect(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: "vitest", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${served.url}/mcp`), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

describe("get_operator", () => {
  it("answers what GET /api/operator answers for a funder a stored report named", async () => {
    const headers = { "user-agent": "vitest", "x-real-ip": "10.6.0.1" };
    expect((await harness.route().scan.GET(new Request(`http://localhost/api/scan-cabal?mintAddress=${returningFunderFirst.mint}`, { headers }))).status).toBe(200);
    const client = await connect({ "user-agent": "vitest", "x-real-ip": "10.6.0.2" });
    const result = await client.callTool({ name: "get_operator", arguments: { wallet: RETURNING_FUNDER } });
    expect(result.isError).toBeFalsy();
    const body = operatorResponseSchema.parse(result.structuredContent);
    expect(body).toMatchObject({ wallet: RETURNING_FUNDER, roles: ["cluster_funder"], seen_count: 1, seen_in: [{ mint: returningFunderFirst.mint }] });
    const http = await harness.route().operator.GET(new Request(`http://localhost/api/operator?wallet=${RETURNING_FUNDER}`, { headers }));
    expect(await http.json()).toEqual(body);
  }, 60_000);

  it("refuses a malformed wallet and a junk key", async () => {
    const client = await connect({ "user-agent": "vitest", "x-real-ip": "10.6.0.3" });
    expect((await client.callTool({ name: "get_operator", arguments: { wallet: "nope" } })).isError).toBe(true);
    const junk = await connect({ "user-agent": "vitest", "x-real-ip": "10.6.0.4", "x-api-key": "ch_live_junk_junk" });
    const refused = await junk.callTool({ name: "get_operator", arguments: { wallet: RETURNING_FUNDER } });
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toMatch(/401|unauthorized|key/i);
  });
});
