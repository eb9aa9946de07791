import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { methodNotAllowed } from "@/server/http/method-not-allowed";
import { withRoute } from "@/server/http/with-route";
import { createMcpServer, mcpOriginPolicy } from "@/server/services/mcp/create-mcp-server";
import { emptyBatchAnswer } from "@/server/services/mcp/empty-batch";
import { requireAllowedOrigin } from "@/server/services/mcp/origin-check";

export const dynamic = "force-dynamic";

// POST /mcp - MCP over Streamable HTTP, stateless: a server and a transport per
// request, so each tool call is authorized with that request's own headers.
// A foreign Origin is a 403 before the body is read (DNS-rebinding protection).
export const POST = withRoute(async (request) => {
  requireAllowedOrigin(request, await mcpOriginPolicy());
  const empty = await emptyBatchAnswer(request);
  if (empty) return empty;
  const server = await createMcpServer(request);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    // JSON responses are complete when handleRequest resolves: nothing is left to stream
    await server.close();
  }
});

// GET /mcp, DELETE /mcp - a standalone event stream and session ends do not apply to a stateless server
export const GET = methodNotAllowed(["POST"]);
export const DELETE = methodNotAllowed(["POST"]);
