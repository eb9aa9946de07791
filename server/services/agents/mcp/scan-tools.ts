// check_cabal_risk and get_map_data: the scan and the map, charged like
// GET /api/scan-cabal and GET /api/map-data (their contracts' metering), the
// scan answer assembled by scanForCaller as for every transport.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { mapDataSchema } from "@/server/contracts/map-data";
import { checkCabalRiskInputSchema, checkCabalRiskOutputSchema, mintInputSchema, type CheckCabalRiskOutput } from "@/server/contracts/mcp-tools";
import { getMapData, scanCabal } from "@/server/contracts/endpoints";
import type { ScanReport } from "@/server/engine/report-types";
import { getMapService } from "@/server/services/scanning/map/get-map-service";
import { scanForCaller } from "@/server/services/scanning/scan/scan-for-caller";
import { callerForTool, type McpCall } from "@/server/services/agents/mcp/mcp-call";
import { registerContractTool } from "@/server/services/agents/mcp/register-tool";

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
        const caller = await callerForTool(call, scanCabal, { mintAddress });
        const { report, fields, headers } = await scanForCaller(caller, { mint: mintAddress, fresh: false });
        meter.headers = headers;
        return { ...toRiskSummary(report, call.baseUrl), ...fields, ...(report.screen_list ? { screen_list: report.screen_list } : {}) };
    },
  );

  registerContractTool(
    server,
    "get_map_data",
    {
      title: "Holder map of a token",
      description:
        "The holder graph behind the bubble map (GET /api/map-data): nodes, funding and shared-slot links with signatures, clusters. Free from a recent trace; a live trace counts one scan.",
      inputSchema: mintInputSchema,
      outputSchema: mapDataSchema,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ mintAddress }, meter) => {
        // like GET /api/map-data: the caller's minute limit first, even for a map drawn from a recent trace
        const caller = await callerForTool(call, getMapData, { mint: mintAddress });
        const query = getMapData.query.parse({ mint: mintAddress });
        const service = await getMapService();
        const cached = await service.findFresh(mintAddress);
        if (cached) return { ...cached };
        const access = await caller.authorizeScans(1, { repeat: { mint: mintAddress, fresh: false } });
        const map = await access.runScan(() => service.getMapData(query));
        meter.headers = access.headers();
        return { ...map };
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
