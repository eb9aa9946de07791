// The contract of the MCP endpoint (Streamable HTTP, stateless): POST carries
// JSON-RPC; GET and DELETE are answered 405, as the transport says.
import { defineEndpoint } from "@/server/contracts/endpoint";
import { errorBodySchema } from "@/server/contracts/errors";
import { jsonRpcMessageSchema } from "@/server/contracts/mcp-tools";

export const mcp = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/mcp",
  operationId: "mcp",
  summary: "MCP over Streamable HTTP (stateless): check_cabal_risk and a tool per read endpoint (map, analytics, wallet check, recent scans, pricing)",
  description:
    "JSON-RPC 2.0 per the Model Context Protocol. The same access rules as the HTTP API: X-API-Key header (unknown: 401), or the free quota by IP; every tool call takes the caller's per-minute limit; when payment is needed a tool answers an error result carrying the 402 body. The HTTP twin's metering headers are in the result's _meta.headers. At most 20 messages per JSON-RPC batch and 4 tool calls per MCP request; the body is at most 320 KiB (413 past it, read no further). A foreign Origin header is a 403 (DNS-rebinding protection).",
  tag: "Service",
  auth: "scan",
  // each tool call is metered by its own contract, with the caller this request resolved (server/api/mcp)
  metering: "free",
  body: jsonRpcMessageSchema,
  // read by the route under this limit, then handed to the MCP transport parsed (server/api/mcp/mcp-body.ts);
  // the largest twin body (add_to_screen_list's, 256 KiB) plus the JSON-RPC envelope
  maxBodyBytes: 320 * 1024,
  bodyExample: { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} },
  responses: {
    200: { description: "The JSON-RPC answer (tool errors, the 402 included, are results with isError: true).", schema: jsonRpcMessageSchema },
    202: { description: "A notification or response was accepted (no body)." },
    400: { description: "JSON-RPC error, id null: the body is not JSON (-32700), the message is not valid, an empty batch ([]) or a batch of more than 20 messages (-32600).", schema: jsonRpcMessageSchema },
    406: { description: "JSON-RPC error: Accept must list application/json and text/event-stream.", schema: jsonRpcMessageSchema },
    415: { description: "JSON-RPC error: Content-Type must be application/json.", schema: jsonRpcMessageSchema },
  },
  // forbidden: a browser Origin that is not this server's (APP_BASE_URL) nor in MCP_ALLOWED_ORIGINS (origin-check.ts);
  // payload_too_large: a body past maxBodyBytes, refused while it is read (mcp-body.ts). A body that is not JSON
  // is the transport's JSON-RPC answer (400, 415 above), never the shared error body.
  errors: ["forbidden", "payload_too_large"],
});

const notServed = { 405: { description: "Use POST.", schema: errorBodySchema, headers: { Allow: "POST" } } } as const;

export const mcpStream = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/mcp",
  operationId: "mcpStream",
  summary: "Not served: a stateless server opens no standalone event stream",
  tag: "Service",
  auth: "none",
  metering: "free",
  responses: notServed,
  errors: [],
});

export const mcpEndSession = /* @__PURE__ */ defineEndpoint({
  method: "delete",
  path: "/mcp",
  operationId: "mcpEndSession",
  summary: "Not served: a stateless server has no session to end",
  tag: "Service",
  auth: "none",
  metering: "free",
  responses: notServed,
  errors: [],
});
