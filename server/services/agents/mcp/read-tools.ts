// The free read tools: recent scans and pricing, as GET /api/recent-scans and GET /api/pricing answer them.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { recentScansInputSchema } from "@/server/contracts/mcp-tools";
import { pricingSchema } from "@/server/contracts/pricing";
import { recentScansResponseSchema } from "@/server/contracts/recent-scans";
import { getAccessContext } from "@/server/services/billing/access/access-context";
import { describePricing } from "@/server/services/billing/access/pricing";
import { getRecentScans } from "@/server/services/scanning/dashboard/recent-scans";
import { getRuntime } from "@/server/platform/runtime";
import { countToolCall, type McpCall } from "@/server/services/agents/mcp/mcp-call";
import { registerContractTool } from "@/server/services/agents/mcp/register-tool";

// Free reads from our database (no chain): no minute limit, like their HTTP twins, but each counts
// against the request's bound on tool calls.
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
    async ({ limit }) => {
      countToolCall(call);
      return { scans: await getRecentScans(limit ?? 12) };
    },
  );

  registerContractTool(
    server,
    "get_pricing",
    { title: "Plans and prices", description: "Plans, prices, the payment wallet and network (GET /api/pricing). Free.", outputSchema: pricingSchema, annotations: { readOnlyHint: true } },
    async () => {
      countToolCall(call);
      const runtime = await getRuntime();
      return describePricing(await getAccessContext(), runtime.urls.kind === "embedded" ? runtime.urls.rpcUrl : null);
    },
  );
}
