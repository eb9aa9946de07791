// The MCP server behind /mcp: one per HTTP request (stateless Streamable
// HTTP), so every tool sees that request's caller (its headers, taken once)
// and is charged exactly like the HTTP route it mirrors, through the same
// caller resolution and service functions. The request's tool calls share
// one counter (MAX_TOOL_CALLS_PER_REQUEST).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { API_VERSION } from "@/server/contracts/info";
import { getEnv } from "@/server/platform/config/env";
import { getAccessContext } from "@/server/services/billing/access/access-context";
import { registerAnalyticsTools } from "@/server/services/agents/mcp/analytics-tools";
import type { OriginPolicy } from "@/server/services/agents/mcp/origin-check";
import { registerReadTools } from "@/server/services/agents/mcp/read-tools";
import { registerScanTools } from "@/server/services/agents/mcp/scan-tools";
import { registerScreenListTools } from "@/server/services/agents/mcp/screen-list-tools";

/** `headers`: the MCP request's, who is calling (no Request travels further). */
export async function createMcpServer(headers: Headers): Promise<McpServer> {
  const { baseUrl } = await getAccessContext();
  const server = new McpServer({ name: "cabal-hunter", version: API_VERSION });
  const call = { headers, baseUrl, toolCalls: 0 };
  registerScanTools(server, call);
  registerAnalyticsTools(server, call);
  registerReadTools(server, call);
  registerScreenListTools(server, call);
  return server;
}

/** Who may call /mcp from a browser: our public origin and MCP_ALLOWED_ORIGINS. */
export async function mcpOriginPolicy(): Promise<OriginPolicy> {
  return { baseUrl: (await getAccessContext()).baseUrl, allowed: getEnv().MCP_ALLOWED_ORIGINS };
}
