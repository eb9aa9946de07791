// The free read tools: recent scans and pricing, answered by GET /api/recent-scans and GET /api/pricing's
// handlers in process (no minute limit, like their twins; each counts against the request's bound on tool calls).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { recentScansInputSchema } from "@/server/contracts/mcp-tools";
import { pricingSchema } from "@/server/contracts/pricing";
import { recentScansResponseSchema } from "@/server/contracts/recent-scans";
import * as pricing from "@/server/api/access/pricing";
import * as recentScans from "@/server/api/scan/recent-scans";
import { callTwin, type McpCall } from "@/server/api/mcp/mcp-call";
import { registerContractTool } from "@/server/api/mcp/register-tool";

export function registerReadTools(server: McpServer, call: McpCall): void {
  registerContractTool(
    server,
    "get_recent_scans",
    {
      title: "Recently scanned tokens",
      description: "The latest scan of each recently scanned mint, newest first (GET /api/recent-scans). Free.",
      inputSchema: recentScansInputSchema,
      outputSchema: recentScansResponseSchema,
      annotations: { readOnlyHint: true },
    },
    async ({ limit }) => (await callTwin(call, recentScans.GET, { query: { limit: limit?.toString() } })).body,
  );

  registerContractTool(
    server,
    "get_pricing",
    { title: "Plans and prices", description: "Plans, prices, the payment wallet and network (GET /api/pricing). Free.", outputSchema: pricingSchema, annotations: { readOnlyHint: true } },
    async () => (await callTwin(call, pricing.GET)).body,
  );
}
