import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { createMcpServer } from "@/server/services/mcp/create-mcp-server";

export const dynamic = "force-dynamic";

// POST /mcp - MCP over Streamable HTTP, stateless: a server and a transport per
// request, so each tool call is authorized with that request's own headers.
// GET (a standalone event stream) and DELETE (sessions) do not apply: Next answers 405.
export async function POST(request: Request): Promise<Response> {
  const server = await createMcpServer(request);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    // JSON responses are complete when handleRequest resolves: nothing is left to stream
    await server.close();
  }
}
