// The MCP server behind /mcp: one per HTTP request (stateless Streamable
// HTTP), so every tool sees that request's headers and is charged exactly
// like the HTTP route it mirrors, through the same service functions.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { API_VERSION } from "@/server/contracts/info";
import { mapDataSchema } from "@/server/contracts/map-data";
import { checkCabalRiskInputSchema, checkCabalRiskOutputSchema, mapDataInputSchema, recentScansInputSchema, type CheckCabalRiskOutput } from "@/server/contracts/mcp-tools";
import { pricingSchema } from "@/server/contracts/pricing";
import { recentScansResponseSchema } from "@/server/contracts/recent-scans";
import type { ScanReport } from "@/server/engine/report-types";
import { getAccessContext } from "../access/access-context";
import { authorizeScans } from "../access/authorize-scans";
import { describePricing } from "../access/pricing";
import { getRecentScans } from "../dashboard/recent-scans";
import { getMapService } from "../map/get-map-service";
import { getRuntime } from "../runtime";
import { getScanService } from "../scan/get-scan-service";
import { scanRequestView } from "./scan-request-view";
import { runTool } from "./tool-results";

export async function createMcpServer(request: Request): Promise<McpServer> {
  const { baseUrl } = await getAccessContext();
  const server = new McpServer({ name: "cabal-hunter", version: API_VERSION });

  server.registerTool(
    "check_cabal_risk",
    {
      title: "Check a Solana token's cabal risk",
      description:
        "Scans a Solana token mint for insiders positioned to sell into buyers (shared funders, same-slot bundles, coordinated exits, deployer history, authorities, sellability, liquidity). Counts one scan: free quota by IP, or the X-API-Key header; when payment is needed the result is an error carrying the HTTP 402 body (accepts[], options).",
      inputSchema: checkCabalRiskInputSchema,
      outputSchema: checkCabalRiskOutputSchema,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    ({ mintAddress }) =>
      runTool(async () => {
        const access = await authorizeScans(scanRequestView(request, baseUrl, "/api/scan-cabal", { mintAddress }), 1, {
          repeat: { mint: mintAddress, fresh: false },
        });
        const service = await getScanService();
        const report = await access.runScan(() => service.scan({ mint: mintAddress, includeLaunches: access.includeLaunches }));
        return { ...toRiskSummary(report, baseUrl), ...access.reportFields() };
      }),
  );

  server.registerTool(
    "get_map_data",
    {
      title: "Holder map of a token",
      description: "The holder graph behind the bubble map (GET /api/map-data): nodes, funding and shared-slot links with signatures, clusters. Free from a recent trace; a live trace counts one scan.",
      inputSchema: mapDataInputSchema,
      outputSchema: mapDataSchema,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    ({ mintAddress }) =>
      runTool(async () => {
        const service = await getMapService();
        if (service.hasFresh(mintAddress)) return { ...(await service.getMapData({ mint: mintAddress })) };
        const access = await authorizeScans(scanRequestView(request, baseUrl, "/api/map-data", { mint: mintAddress }), 1, {
          repeat: { mint: mintAddress, fresh: false },
        });
        return { ...(await access.runScan(() => service.getMapData({ mint: mintAddress }))) };
      }),
  );

  server.registerTool(
    "get_recent_scans",
    {
      title: "Recently scanned tokens",
      description: "The latest scan of each recently scanned mint, newest first (GET /api/recent-scans). Free.",
      inputSchema: recentScansInputSchema,
      outputSchema: recentScansResponseSchema,
      annotations: { readOnlyHint: true },
    },
    ({ limit }) => runTool(async () => ({ scans: await getRecentScans(limit ?? 12) })),
  );

  server.registerTool(
    "get_pricing",
    {
      title: "Plans and prices",
      description: "Plans, prices, the payment wallet and network (GET /api/pricing). Free.",
      outputSchema: pricingSchema,
      annotations: { readOnlyHint: true },
    },
    () =>
      runTool(async () => {
        const runtime = await getRuntime();
        return describePricing(await getAccessContext(), runtime.urls.kind === "embedded" ? runtime.urls.rpcUrl : null);
      }),
  );

  return server;
}

/** The camelCase summary decisions.md names for agents; reportUrl is the page for people. */
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
