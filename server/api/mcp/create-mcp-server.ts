// The MCP server behind /mcp: one per HTTP request (stateless Streamable
// HTTP), so every tool sees that request's caller (its headers, taken once)
// and is answered by the HTTP route it mirrors, called in process with the
// same contract and metering (mcp-call.ts callTwin). The request's tool calls
// share one counter (MAX_TOOL_CALLS_PER_REQUEST).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { API_VERSION } from "@/server/contracts/info";
import type { Services } from "@/server/services/services";
import { registerAnalyticsTools } from "@/server/api/mcp/analytics-tools";
import { registerEvidenceTools } from "@/server/api/mcp/evidence-tools";
import type { OriginPolicy } from "@/server/api/mcp/origin-check";
import { registerReadTools } from "@/server/api/mcp/read-tools";
import { registerScanTools } from "@/server/api/mcp/scan-tools";
import { registerScreenListTools } from "@/server/api/mcp/screen-list-tools";

/** `headers`: the MCP request's, who is calling (no Request travels further). */
export async function createMcpServer(headers: Headers, services: Services): Promise<McpServer> {
  const { baseUrl } = await services.access();
  const server = new McpServer({ name: "cabal-hunter", version: API_VERSION });
  const call = { headers, baseUrl, services, toolCalls: 0 };
  registerScanTools(server, call);
  registerAnalyticsTools(server, call);
  registerEvidenceTools(server, call);
  registerReadTools(server, call);
  registerScreenListTools(server, call);
  return server;
}

/** Who may call /mcp from a browser: our public origin and MCP_ALLOWED_ORIGINS. */
export async function mcpOriginPolicy(services: Services): Promise<OriginPolicy> {
  return { baseUrl: (await services.access()).baseUrl, allowed: services.config.MCP_ALLOWED_ORIGINS };
}
