// The MCP endpoint with the SDK's own client over real HTTP (the route behind
// a node:http server), on a throwaway database and the embedded ledger: the
// tools are listed, check_cabal_risk answers the HTTP scan's score, and the
// other read tools mirror their routes.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cexFundingResponseSchema, cohortsResponseSchema, tradeAnalysisResponseSchema, walletCheckResponseSchema } from "@/server/contracts/analytics";
import { keyBalanceSchema } from "@/server/contracts/access";
import { mapDataSchema } from "@/server/contracts/map-data";
import { checkCabalRiskOutputSchema } from "@/server/contracts/mcp-tools";
import { pricingSchema } from "@/server/contracts/pricing";
import { recentScansResponseSchema } from "@/server/contracts/recent-scans";
import { scanReportSchema } from "@/server/contracts/scan-report";
import { checkResponseSchema } from "@/server/contracts/check";
import { evidencePackSchema } from "@/server/contracts/evidence/pack";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { SCENARIOS } from "@/server/ledger";
import { issueAdminKey } from "@/server/services/access/access/admin-keys";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { serveRoute, type ServedRoute } from "@/server/testing/serve-route";

type Handler = (request: Request) => Promise<Response>;

const harness = routeOnThrowawayDatabase<{ mcp: { POST: Handler }; scan: { GET: Handler }; balance: { GET: Handler } }>(async () => ({
  mcp: await import("@/app/mcp/route"),
  scan: await import("@/app/api/scan-cabal/route"),
  balance: await import("@/app/api/key-balance/route"),
}), { ANON_MONTHLY_QUOTA: "20", TRUSTED_IP_HEADER: "x-real-ip", APP_BASE_URL: "https://cabal.example" });

let served: ServedRoute;
const clients: Client[] = [];

beforeAll(async () => {
  served = await serveRoute({ POST: (request) => harness.route().mcp.POST(request) });
});

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

const mint = SCENARIOS.find((scenario) => scenario.expect.recommendation === "AVOID")!.mint;

describe("POST /mcp", () => {
  it("lists the read tools, each with an output schema", async () => {
    const client = await connect({ "user-agent": "vitest", "x-real-ip": "10.9.0.1" });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "add_screen_list_entries",
      "check_cabal_risk",
      "check_wallet",
      "get_cex_funding",
      "get_cohorts",
      "get_evidence",
      "get_map_data",
      "get_operator",
      "get_outcomes",
      "get_pricing",
      "get_recent_scans",
      "get_screen_list",
      "get_trade_analysis",
      "pre_trade_check",
      "remove_screen_list_entry",
    ]);
    for (const tool of tools) expect(tool.outputSchema?.type, tool.name).toBe("object");
    const check = tools.find((tool) => tool.name === "check_cabal_risk")!;
    expect(check.inputSchema.required).toEqual(["mintAddress"]);
    expect(Object.keys(check.outputSchema?.properties ?? {}).sort()).toEqual([
      "cabalScore",
      "confidence",
      "free_queries_remaining",
      "isControlled",
      "recommendation",
      "reportUrl",
      "risk",
      "screen_list",
      "topReasons",
      "warning",
    ]);
  });

  it("check_cabal_risk answers the same score as GET /api/scan-cabal, camelCase, with the report's URL", async () => {
    const http = await harness.route().scan.GET(
      new Request(`http://localhost/api/scan-cabal?mintAddress=${mint}`, { headers: { "user-agent": "vitest", "x-real-ip": "10.9.0.2" } }),
    );
    expect(http.status).toBe(200);
    const report = scanReportSchema.parse(await http.json());
    const client = await connect({ "user-agent": "vitest", "x-real-ip": "10.9.0.3" });
    const result = await client.callTool({ name: "check_cabal_risk", arguments: { mintAddress: mint } });
    expect(result.isError).toBeFalsy();
    const risk = checkCabalRiskOutputSchema.parse(result.structuredContent);
    expect(risk).toMatchObject({
      cabalScore: report.cabal_score,
      isControlled: report.is_controlled,
      recommendation: report.recommendation,
      risk: report.risk,
      confidence: report.confidence,
      topReasons: report.top_reasons,
      reportUrl: `https://cabal.example/token/${mint}`,
    });
    expect(report.recommendation).toBe("AVOID");
  });

  it("counts a tool scan against the caller's free quota, like the HTTP scan", async () => {
    const client = await connect({ "user-agent": "vitest", "x-real-ip": "10.9.0.4" });
    const result = await client.callTool({ name: "check_cabal_risk", arguments: { mintAddress: mint } });
    expect((result.structuredContent as { free_queries_remaining?: number }).free_queries_remaining).toBe(19);
  });

  it("charges an X-API-Key sent on the MCP request, like the HTTP API", async () => {
    const db = await installedAppDatabase();
    const { apiKey } = await issueAdminKey(db.prisma, { plan: "payg", creditUsdc: "1" });
    const balance = async () => keyBalanceSchema.parse(await (await harness.route().balance.GET(new Request("http://localhost/api/key-balance", { headers: { "x-api-key": apiKey } }))).json());
    const before = (await balance()).scans_remaining;
    const client = await connect({ "user-agent": "vitest", "x-real-ip": "10.9.0.9", "x-api-key": apiKey });
    const result = await client.callTool({ name: "check_cabal_risk", arguments: { mintAddress: SCENARIOS[1].mint } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).not.toHaveProperty("free_queries_remaining");
    expect((await balance()).scans_remaining).toBe(before - 1);
  });

  it("refuses an unknown key with the HTTP API's 401 body as an error result", async () => {
    const client = await connect({ "user-agent": "vitest", "x-real-ip": "10.9.0.5", "x-api-key": "ch_live_not-a-real-key" });
    const result = await client.callTool({ name: "check_cabal_risk", arguments: { mintAddress: mint } });
    expect(result.isError).toBe(true);
    expect(JSON.parse((result.content as { text: string }[])[0].text)).toMatchObject({ status: 401, error: { code: "unauthorized" } });
  });

  it("refuses a publishable key where the HTTP twin does (403 publishable_key_not_allowed), as an error result", async () => {
    // the shape alone refuses it, before any lookup (only the badge's scan takes one); the MCP request itself is
    // answered: the 403 is the tool's, so /mcp's own 403 stays the foreign Origin's (endpoint.test.ts)
    const client = await connect({ "user-agent": "vitest", "x-real-ip": "10.9.0.4", "x-api-key": "pk_live_made-up-by-shape" });
    const result = await client.callTool({ name: "get_map_data", arguments: { mintAddress: mint } });
    expect(result.isError).toBe(true);
    expect(JSON.parse((result.content as { text: string }[])[0].text)).toMatchObject({ status: 403, error: { code: "publishable_key_not_allowed" } });
  });

  it("get_map_data, get_recent_scans and get_pricing answer their routes' shapes", async () => {
    const client = await connect({ "user-agent": "vitest", "x-real-ip": "10.9.0.6" });
    const map = await client.callTool({ name: "get_map_data", arguments: { mintAddress: mint } });
    expect(mapDataSchema.parse(map.structuredContent).mint).toBe(mint);
    // scan rows are written in batches: flush before reading the feed
    await (await harness.app().scans()).flushEvents();
    const recent = await client.callTool({ name: "get_recent_scans", arguments: { limit: 5 } });
    expect(recentScansResponseSchema.parse(recent.structuredContent).scans.map((scan) => scan.mint)).toContain(mint);
    const pricing = await client.callTool({ name: "get_pricing", arguments: {} });
    expect(pricingSchema.parse(pricing.structuredContent).currency).toBe("USDC");
  });

  it("the analytics tools answer their routes' contracts", async () => {
    const client = await connect({ "user-agent": "vitest", "x-real-ip": "10.9.0.8" });
    const cohorts = await client.callTool({ name: "get_cohorts", arguments: { mintAddress: mint } });
    expect(cohorts.isError).toBeFalsy();
    expect(cohortsResponseSchema.parse(cohorts.structuredContent).mint).toBe(mint);
    const funding = await client.callTool({ name: "get_cex_funding", arguments: { mintAddress: mint } });
    expect(cexFundingResponseSchema.parse(funding.structuredContent)).toBeTruthy();
    const trade = await client.callTool({ name: "get_trade_analysis", arguments: { mintAddress: mint, sizeUsd: 100 } });
    expect(tradeAnalysisResponseSchema.parse(trade.structuredContent)).toBeTruthy();
    const holder = mapDataSchema.parse((await client.callTool({ name: "get_map_data", arguments: { mintAddress: mint } })).structuredContent).nodes.find((node) => node.rank === 1)!;
    const wallet = await client.callTool({ name: "check_wallet", arguments: { mintAddress: mint, wallet: holder.id } });
    expect(walletCheckResponseSchema.parse(wallet.structuredContent)).toBeTruthy();
    const both = await client.callTool({ name: "get_trade_analysis", arguments: { mintAddress: mint, sizeUsd: 1, sizeSol: 1 } });
    expect(both.isError).toBe(true);
  });

  it("get_evidence and pre_trade_check answer their routes' contracts; the evidence of a mint just checked is free", async () => {
    const client = await connect({ "user-agent": "vitest", "x-real-ip": "10.9.0.9" });
    const checked = await client.callTool({ name: "pre_trade_check", arguments: { mintAddress: mint, sizeSol: 1 } });
    expect(checked.isError).toBeFalsy();
    const verdict = checkResponseSchema.parse(checked.structuredContent);
    expect(verdict.decision).toBe("block");
    const evidence = await client.callTool({ name: "get_evidence", arguments: { mintAddress: mint } });
    expect(evidence.isError).toBeFalsy();
    expect(evidencePackSchema.parse(evidence.structuredContent).payload.report_id).toBe(verdict.report_id);
    const remaining = (result: typeof checked) => Number((result._meta as { headers: Record<string, string> }).headers["X-Free-Queries-Remaining"]);
    expect(remaining(evidence)).toBe(remaining(checked));
    const neither = await client.callTool({ name: "pre_trade_check", arguments: { mintAddress: mint } });
    expect(neither.isError).toBe(true);
  });

  it("rejects an invalid mint before any access decision", async () => {
    const client = await connect({ "user-agent": "vitest", "x-real-ip": "10.9.0.7" });
    const result = await client.callTool({ name: "check_cabal_risk", arguments: { mintAddress: "not-a-mint" } });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain("Base58");
  });
});
