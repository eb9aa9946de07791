// check_cabal_risk and get_map_data: GET /api/scan-cabal and GET /api/map-data
// answered by their own handlers in process (callTwin): the same contract,
// metering and answer as over HTTP.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { mapDataSchema } from "@/server/contracts/map-data";
import { checkCabalRiskInputSchema, checkCabalRiskOutputSchema, mintInputSchema, type CheckCabalRiskOutput } from "@/server/contracts/mcp-tools";
import type { ScanReport } from "@/server/contracts/wire-types";
import * as mapData from "@/server/api/map/map-data";
import * as scanCabal from "@/server/api/scan/scan-cabal";
import { callTwin, type McpCall } from "@/server/api/mcp/mcp-call";
import { registerContractTool } from "@/server/api/mcp/register-tool";

type ScanAnswer = ScanReport & { screen_list?: unknown; free_queries_remaining?: number; warning?: string };

export function registerScanTools(server: McpServer, call: McpCall): void {
  registerContractTool(
    server,
    "check_cabal_risk",
    {
      title: "Check a Solana token's cabal risk",
      description:
        "Scans a Solana token mint for insiders positioned to sell into buyers (shared funders, same-slot bundles, coordinated exits, deployer history, authorities, sellability, liquidity). Counts one scan: free quota by IP, or the X-API-Key header; when payment is needed the result is an error carrying the HTTP 402 body (accepts[], options).",
      inputSchema: checkCabalRiskInputSchema,
      outputSchema: checkCabalRiskOutputSchema,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ mintAddress }, meter) => {
      const answer = await callTwin(call, scanCabal.GET, { query: { mintAddress } });
      meter.headers = answer.headers;
      const report = answer.body as ScanAnswer;
      const fields = report.free_queries_remaining === undefined ? {} : { free_queries_remaining: report.free_queries_remaining, ...(report.warning ? { warning: report.warning } : {}) };
      return { ...toRiskSummary(report, call.baseUrl), ...fields, ...(report.screen_list ? { screen_list: report.screen_list } : {}) };
    },
  );

  registerContractTool(
    server,
    "get_map_data",
    {
      title: "Holder map of a token",
      description:
        "The holder graph behind the bubble map (GET /api/map-data): nodes, funding and shared-slot links with signatures, clusters. Counts one scan, like the route; a repeat of a map you paid for within the cache window is free.",
      inputSchema: mintInputSchema,
      outputSchema: mapDataSchema,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ mintAddress }, meter) => {
      const answer = await callTwin(call, mapData.GET, { query: { mint: mintAddress } });
      meter.headers = answer.headers;
      return answer.body;
    },
  );
}

/** The camelCase summary docs/decisions.md names for agents; reportUrl is the page for people. */
export function toRiskSummary(report: ScanReport, baseUrl: string): CheckCabalRiskOutput {
  return {
    cabalScore: report.cabal_score,
    isControlled: report.is_controlled,
    recommendation: report.recommendation,
    risk: report.risk,
    confidence: report.confidence,
    topReasons: report.top_reasons,
    reportUrl: `${baseUrl}/token/${report.mint}`,
  };
}
