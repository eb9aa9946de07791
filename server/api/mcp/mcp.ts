// POST /mcp (and the 405s of GET and DELETE): MCP over Streamable HTTP.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { mcp, mcpEndSession, mcpStream } from "@/server/contracts/endpoints/mcp";
import { ApiError, toErrorBody } from "@/server/http/api-error";
import { DEFAULT_MAX_BODY_BYTES } from "@/server/http/read-json-body";
import { createMcpServer, mcpOriginPolicy } from "@/server/api/mcp/create-mcp-server";
import { readMcpBody } from "@/server/api/mcp/mcp-body";
import { requireAllowedOrigin } from "@/server/api/mcp/origin-check";
import { httpRequest, implement } from "@/server/api/implement";

// POST /mcp - MCP over Streamable HTTP, stateless: a server and a transport per
// request; every tool call is resolved from this request's caller (its headers)
// with its HTTP twin's contract. A foreign Origin is a 403 before the body is read
// (DNS-rebinding protection). The body is read here under the contract's limit
// (413 past it, never buffered whole) and handed to the transport parsed.
export const POST = implement(
  mcp,
  async (input) => {
    const request = httpRequest(input);
    requireAllowedOrigin(request, await mcpOriginPolicy(input.services));
    const body = await readMcpBody(request, mcp.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
    if (body.kind === "answer") return body.response;
    const server = await createMcpServer(request.headers, input.services);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, body.kind === "parsed" ? { parsedBody: body.value } : undefined);
    } finally {
      // JSON responses are complete when handleRequest resolves: nothing is left to stream
      await server.close();
    }
  },
  { rawBody: true },
);

// GET /mcp, DELETE /mcp - a standalone event stream and session ends do not apply to a stateless server
// (the contract's 405 answer: Allow and the one error body, where Next's own 405 carries neither)
const usePost = async () => ({ status: 405 as const, body: toErrorBody(new ApiError("method_not_allowed", "Use POST.")), headers: { Allow: "POST" } });
export const GET = implement(mcpStream, usePost);
export const DELETE = implement(mcpEndSession, usePost);
