// The MCP server behind /mcp: one per HTTP request (stateless Streamable
// HTTP), so every tool sees that request's headers and is charged exactly
// like the HTTP route it mirrors, through the same service functions.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { API_VERSION } from "@/server/contracts/info";
import { getAccessContext } from "../access/access-context";
import { registerAnalyticsTools } from "./analytics-tools";
import { registerReadTools } from "./read-tools";
import { registerScanTools } from "./scan-tools";

export async function createMcpServer(request: Request): Promise<McpServer> {
  const { baseUrl } = await getAccessContext();
  const server = new McpServer({ name: "cabal-hunter", version: API_VERSION });
  const call = { request, baseUrl, toolCalls: 0 };
  registerScanTools(server, call);
  registerAnalyticsTools(server, call);
  registerReadTools(server, call);
  return server;
}
