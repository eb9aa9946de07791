// Every tool the server lists, called through the official SDK client over
// real HTTP, anonymous (the free-quota fields and warning present) and with a
// key that has the screen-list add-on (no quota fields, screen-list hits):
// the client validates each structured result against the tool's declared
// outputSchema and throws when one does not fit. Tools come from tools/list,
// so a new tool is covered as soon as its arguments are named below.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { extendAddon } from "@/server/platform/db/screen-list";
import { SCENARIOS } from "@/server/ledger";
import { issueAdminKey } from "@/server/services/access/access/admin-keys";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { serveRoute, type ServedRoute } from "@/server/testing/serve-route";

type Handler = (request: Request) => Promise<Response>;

const harness = routeOnThrowawayDatabase<{ mcp: { POST: Handler } }>(async () => ({ mcp: await import("@/app/mcp/route") }), { ANON_MONTHLY_QUOTA: "20", TRUSTED_IP_HEADER: "x-real-ip", APP_BASE_URL: "https://cabal.example" });

const scenario = SCENARIOS.find((s) => s.expect.recommendation === "AVOID")!;
const mint = scenario.mint;
// a wallet of the scanned token, so the keyed scan finds a screen-list hit
let holder = "";

/** Arguments by input property name; an unnamed required property fails the test, so new tools get named here. */
function argumentsFor(tool: Tool): Record<string, unknown> {
  const samples: Record<string, unknown> = {
    mintAddress: mint,
    wallet: holder,
    limit: 5,
    sizeUsd: 100,
    entries: [{ wallet: holder, label: "known dumper" }],
  };
  // a choice the schema cannot mark required (exactly one of sizeSol and sizeUsd)
  const oneOf: Record<string, Record<string, unknown>> = { pre_trade_check: { sizeUsd: samples.sizeUsd } };
  const args: Record<string, unknown> = { ...(oneOf[tool.name] ?? {}) };
  for (const name of tool.inputSchema.required ?? []) {
    expect(samples, `${tool.name}: name a sample for required argument "${name}"`).toHaveProperty(name);
    args[name] = samples[name];
  }
  return args;
}

const errorOf = (result: { content?: Array<{ text?: string }> }) => JSON.parse(result.content?.[0]?.text ?? "{}") as Record<string, unknown>;

// adds before reads, removals last: every keyed call can succeed
const order = (name: string) => (name.startsWith("add_") ? 0 : name.startsWith("remove_") ? 2 : 1);

let served: ServedRoute;
const clients: Client[] = [];
beforeAll(async () => {
  served = await serveRoute({ POST: (request) => harness.route().mcp.POST(request) });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await served?.close();
});

async function connect(headers: Record<string, string>): Promise<{ client: Client; tools: Tool[] }> {
  const client = new Client({ name: "vitest", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${served.url}/mcp`), { requestInit: { headers } }));
  clients.push(client);
  // listing the tools makes the client validate every later result against its outputSchema
  const { tools } = await client.listTools();
  return { client, tools: tools.sort((a, b) => order(a.name) - order(b.name)) };
}

async function callEvery(headers: Record<string, string>) {
  const { client, tools } = await connect(headers);
  if (!holder) {
    const map = await client.callTool({ name: "get_map_data", arguments: { mintAddress: mint } });
    holder = (map.structuredContent as { nodes: Array<{ id: string; rank: number | null }> }).nodes.find((node) => node.rank === 1)!.id;
  }
  const results: Record<string, { isError?: boolean; structuredContent?: Record<string, unknown>; content?: Array<{ text?: string }> }> = {};
  for (const tool of tools) {
    expect(tool.outputSchema?.type, tool.name).toBe("object");
    // throws McpError when the structured content does not fit the declared outputSchema
    results[tool.name] = (await client.callTool({ name: tool.name, arguments: argumentsFor(tool) })) as (typeof results)[string];
  }
  return { tools, results };
}

describe("every MCP tool's result fits its declared outputSchema (SDK client)", () => {
  it("anonymous, with the free quota and its warning", async () => {
    const { tools, results } = await callEvery({ "user-agent": "vitest", "x-real-ip": "10.11.0.1" });
    expect(tools.length).toBeGreaterThanOrEqual(11);
    expect(results.check_cabal_risk.isError).toBeFalsy();
    expect(results.check_cabal_risk.structuredContent).toMatchObject({ free_queries_remaining: expect.any(Number), warning: expect.any(String) });
    for (const name of ["get_screen_list", "add_screen_list_entries", "remove_screen_list_entry"]) {
      expect(results[name].isError, name).toBe(true);
      expect(errorOf(results[name]), name).toMatchObject({ status: 401, error: { code: "unauthorized" } });
    }
  });

  it("keyed, with the screen-list add-on: every tool answers, and the scan carries the list's hits", async () => {
    const db = await installedAppDatabase();
    const { apiKey, key } = await issueAdminKey(db.prisma, { plan: "payg", creditUsdc: "1" });
    await extendAddon(db.prisma, key.id, 30, new Date());
    const { results } = await callEvery({ "user-agent": "vitest", "x-real-ip": "10.11.0.2", "x-api-key": apiKey });
    for (const [name, result] of Object.entries(results)) expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBeFalsy();
    const risk = results.check_cabal_risk.structuredContent!;
    expect(risk).not.toHaveProperty("free_queries_remaining");
    expect(risk.screen_list).toMatchObject({ checked: true, matches: 1, hits: [{ wallet: holder, label: "known dumper", role: "holder" }] });
    expect(results.remove_screen_list_entry.structuredContent).toEqual({ status: "Removed", wallet: holder });
  });

  it("a key without the add-on gets the HTTP API's 403 addon_not_enabled as a tool error", async () => {
    const db = await installedAppDatabase();
    const { apiKey } = await issueAdminKey(db.prisma, { plan: "payg", creditUsdc: "1" });
    const { client } = await connect({ "user-agent": "vitest", "x-real-ip": "10.11.0.3", "x-api-key": apiKey });
    const result = await client.callTool({ name: "get_screen_list", arguments: {} });
    expect(result.isError).toBe(true);
    expect(errorOf(result as never)).toMatchObject({ status: 403, error: { code: "addon_not_enabled" } });
  });
});
