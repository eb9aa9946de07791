// The free read tools: recent scans and pricing, as GET /api/recent-scans and GET /api/pricing answer them.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { recentScansInputSchema } from "@/server/contracts/mcp-tools";
import { pricingSchema } from "@/server/contracts/pricing";
import { recentScansResponseSchema } from "@/server/contracts/recent-scans";
import { getAccessContext } from "../access/access-context";
import { describePricing } from "../access/pricing";
import { getRecentScans } from "../dashboard/recent-scans";
import { getRuntime } from "../runtime";
import { countToolCall, type McpCall } from "./mcp-call";
import { runTool } from "./tool-results";

// Free reads from our database (no chain): no minute limit, like their HTTP twins, but each counts
// against the request's bound on tool calls.
export function registerReadTools(server: McpServer, call: McpCall): void {
  server.registerTool(
    "get_recent_scans",
    {
      title: "Recently scanned tokens",
      description: "The latest scan of each recently scanned mint, newest first (GET /api/recent-scans). Free.",
      inputSchema: recentScansInputSchema,
      outputSchema: recentScansResponseSchema,
      annotations: { readOnlyHint: true },
    },
    ({ limit }) =>
      runTool(async () => {
        countToolCall(call);
        return { scans: await getRecentScans(limit ?? 12) };
      }),
  );

  server.registerTool(
    "get_pricing",
    { title: "Plans and prices", description: "Plans, prices, the payment wallet and network (GET /api/pricing). Free.", outputSchema: pricingSchema, annotations: { readOnlyHint: true } },
    () =>
      runTool(async () => {
        countToolCall(call);
        const runtime = await getRuntime();
        return describePricing(await getAccessContext(), runtime.urls.kind === "embedded" ? runtime.urls.rpcUrl : null);
      }),
  );
}
