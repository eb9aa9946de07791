// With ANON_MONTHLY_QUOTA=0 the first anonymous tool scan needs payment: the
// tool answers an error result carrying the HTTP 402 body (x402 accepts[],
// options), through the SDK's own client over real HTTP.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentRequiredBodySchema } from "@/server/contracts/access";
import { SCENARIOS } from "@/server/ledger";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { serveRoute, type ServedRoute } from "@/server/testing/serve-route";

type Handler = (request: Request) => Promise<Response>;

const harness = routeOnThrowawayDatabase<{ POST: Handler }>(() => import("@/app/mcp/route"), { ANON_MONTHLY_QUOTA: "0", TRUSTED_IP_HEADER: "x-real-ip", APP_BASE_URL: "https://cabal.example" });

let served: ServedRoute;
let client: Client;

beforeAll(async () => {
  served = await serveRoute({ POST: (request) => harness.route().POST(request) });
  client = new Client({ name: "vitest", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${served.url}/mcp`), { requestInit: { headers: { "user-agent": "vitest", "x-real-ip": "10.8.0.1" } } }));
});

afterAll(async () => {
  await client?.close();
  await served?.close();
});

describe("POST /mcp past the free quota", () => {
  it("check_cabal_risk is an error result with the 402 payment instructions for the HTTP scan URL", async () => {
    const mint = SCENARIOS[0].mint;
    const result = await client.callTool({ name: "check_cabal_risk", arguments: { mintAddress: mint } });
    expect(result.isError).toBe(true);
    // error results carry their body as JSON text only: structured content would have to fit the outputSchema
    expect(result.structuredContent).toBeUndefined();
    const { status, ...body } = JSON.parse((result.content as { text: string }[])[0].text) as { status: number };
    expect(status).toBe(402);
    const required = paymentRequiredBodySchema.parse(body);
    expect(required.error.code).toBe("payment_required");
    // the standard x402 offer (facilitator-settled) first, then the payer-broadcast one
    expect(required.accepts).toHaveLength(2);
    expect(required.accepts[0].resource).toBe(`https://cabal.example/api/scan-cabal?mintAddress=${mint}`);
  });

  it("free tools still answer", async () => {
    const result = await client.callTool({ name: "get_pricing", arguments: {} });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ anonymous_scans_per_month: 0 });
  });
});
