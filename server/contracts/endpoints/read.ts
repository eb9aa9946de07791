// Contracts of the free read endpoints and the discovery documents.
import { defineEndpoint, READ_ERRORS, SCAN_ERROR_CODES } from "@/server/contracts/endpoint";
import { errorBodySchema } from "@/server/contracts/errors";
import { healthSchema } from "@/server/contracts/health";
import { infoSchema } from "@/server/contracts/info";
import { mapDataSchema, mapQuerySchema } from "@/server/contracts/map-data";
import { jsonRpcMessageSchema } from "@/server/contracts/mcp-tools";
import { pricingSchema } from "@/server/contracts/pricing";
import { recentScansQuerySchema, recentScansResponseSchema } from "@/server/contracts/recent-scans";

/** The shared health check's lifetime (server/platform/health.ts HEALTH_CACHE_MS): answers may be cached as long. */
const HEALTH_CACHE_SECONDS = 5;

export const getMapData = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/map-data",
  operationId: "getMapData",
  summary: "The holder graph of a mint (nodes, funding and shared-slot links, clusters)",
  description: "Drawing from a recent trace is free; a live trace (or fresh=1) counts one scan, with the scan's access rules.",
  tag: "Scan",
  auth: "scan",
  // a live trace costs one scan, like any other (otherwise fresh=1 would be an unmetered scanner)
  metering: "scan",
  query: mapQuerySchema,
  inputErrorCode: "invalid_mint",
  responses: { 200: { description: "The map data.", schema: mapDataSchema } },
  errors: SCAN_ERROR_CODES,
});

export const getRecentScans = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/recent-scans",
  operationId: "getRecentScans",
  summary: "The latest scan of each recently scanned mint, newest first",
  description:
    "One shared read for every caller (RECENT_SCANS_CACHE_SECONDS, default 10): the same answer whatever the limit, cacheable by anyone. A verdict younger than the scan cache's TTL is withheld (null): a fresh verdict is what a scan pays for.",
  tag: "Scan",
  auth: "none",
  metering: "free",
  query: recentScansQuerySchema,
  cache: { maxAgeSeconds: 10 },
  responses: {
    200: {
      description: "Recent scans.",
      schema: recentScansResponseSchema,
      example: { scans: [{ mint: "So11111111111111111111111111111111111111112", recommendation: "AVOID", cabal_score: 82, source: "real_time", duration_ms: 2140, scanned_at: "2026-11-23T20:00:00.000Z" }] },
    },
  },
  errors: READ_ERRORS,
});

export const getPricing = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/pricing",
  operationId: "getPricing",
  summary: "Plans, prices, the payment wallet and network",
  tag: "Access",
  auth: "none",
  metering: "free",
  responses: { 200: { description: "Pricing from configuration.", schema: pricingSchema } },
  errors: [500],
  cors: true,
});

export const getHealth = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/health",
  operationId: "getHealth",
  summary: "Database and data-source reachability",
  tag: "Service",
  auth: "none",
  metering: "free",
  responses: {
    200: {
      description: "Up (ok or degraded).",
      schema: healthSchema,
      example: {
        status: "ok",
        database: { ok: true, kind: "postgres", latencyMs: 1 },
        data_sources: { kind: "remote", solana_rpc: { ok: true, latencyMs: 85 }, dexscreener: { ok: true, latencyMs: 120 } },
      },
    },
    503: { description: "Down: the database or the Solana RPC does not answer.", schema: healthSchema },
  },
  errors: [500],
  cache: { maxAgeSeconds: HEALTH_CACHE_SECONDS },
});

export const getInfo = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/info",
  operationId: "getInfo",
  summary: "What this service is: endpoints, pricing, limits, the OpenAPI and MCP URLs, the report's JSON Schema",
  tag: "Service",
  auth: "none",
  metering: "free",
  responses: { 200: { description: "Service description for agents.", schema: infoSchema } },
  errors: [500],
  cors: true,
});

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
    403: { description: "A browser Origin that is not this server's (APP_BASE_URL) nor in MCP_ALLOWED_ORIGINS.", schema: errorBodySchema },
    415: { description: "JSON-RPC error: Content-Type must be application/json.", schema: jsonRpcMessageSchema },
  },
  // 413 payload_too_large: a body past maxBodyBytes, refused while it is read (server/api/mcp/mcp-body.ts)
  errors: [413],
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

// The discovery documents themselves: bound like every route, not described in the document they serve.
export const getOpenApi = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/openapi.json",
  operationId: "getOpenApi",
  summary: "This OpenAPI document",
  tag: "Service",
  auth: "none",
  metering: "free",
  responses: { 200: { description: "OpenAPI 3.1.", contentType: "application/json" } },
  errors: [500],
  cors: true,
  cache: { maxAgeSeconds: 300 },
});

export const getDocs = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/docs",
  operationId: "getDocs",
  summary: "The API reference for people, rendered from /openapi.json",
  tag: "Service",
  auth: "none",
  metering: "free",
  responses: { 200: { description: "An HTML page.", contentType: "text/html" } },
  errors: [500],
});

export const getDocsScript = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/docs/scalar.js",
  operationId: "getDocsScript",
  summary: "The API reference viewer's script, served from this server",
  tag: "Service",
  auth: "none",
  metering: "free",
  responses: { 200: { description: "JavaScript.", contentType: "text/javascript" } },
  errors: [500],
  cache: { maxAgeSeconds: 86_400 },
});
