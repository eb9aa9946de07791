// Registry entries of the free read routes and the discovery documents.
import { errorBodySchema } from "../errors";
import { healthSchema } from "../health";
import { infoSchema } from "../info";
import { mapDataSchema, mapQuerySchema } from "../map-data";
import { jsonRpcMessageSchema } from "../mcp-tools";
import { pricingSchema } from "../pricing";
import { recentScansQuerySchema, recentScansResponseSchema } from "../recent-scans";
import { READ_ERRORS, scanCountedGet, type RouteEntry } from "./route-entry";

export const READ_ROUTES: RouteEntry[] = [
  scanCountedGet({
    path: "/api/map-data",
    operationId: "getMapData",
    summary: "The holder graph of a mint (nodes, funding and shared-slot links, clusters)",
    description: "Drawing from a recent trace is free; a live trace (or fresh=1) counts one scan, with the scan's access rules.",
    tag: "Scan",
    query: mapQuerySchema,
    ok: { description: "The map data.", schema: mapDataSchema },
  }),
  {
    method: "get",
    path: "/api/recent-scans",
    operationId: "getRecentScans",
    summary: "The latest scan of each recently scanned mint, newest first",
    tag: "Scan",
    auth: "none",
    query: recentScansQuerySchema,
    responses: {
      200: {
        description: "Recent scans.",
        schema: recentScansResponseSchema,
        example: { scans: [{ mint: "So11111111111111111111111111111111111111112", recommendation: "AVOID", cabal_score: 82, source: "real_time", duration_ms: 2140, scanned_at: "2026-11-23T20:00:00.000Z" }] },
      },
    },
    errors: READ_ERRORS,
  },
  {
    method: "get",
    path: "/api/pricing",
    operationId: "getPricing",
    summary: "Plans, prices, the payment wallet and network",
    tag: "Access",
    auth: "none",
    responses: { 200: { description: "Pricing from configuration.", schema: pricingSchema } },
    errors: [500],
  },
  {
    method: "get",
    path: "/api/health",
    operationId: "getHealth",
    summary: "Database and data-source reachability",
    tag: "Service",
    auth: "none",
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
  },
  {
    method: "get",
    path: "/api/info",
    operationId: "getInfo",
    summary: "What this service is: endpoints, pricing, limits, the OpenAPI and MCP URLs, the report's JSON Schema",
    tag: "Service",
    auth: "none",
    responses: { 200: { description: "Service description for agents.", schema: infoSchema } },
    errors: [500],
  },
  {
    method: "post",
    path: "/mcp",
    operationId: "mcp",
    summary: "MCP over Streamable HTTP (stateless): check_cabal_risk and a tool per read endpoint (map, analytics, wallet check, recent scans, pricing)",
    description:
      "JSON-RPC 2.0 per the Model Context Protocol. The same access rules as the HTTP API: X-API-Key header (unknown: 401), or the free quota by IP; every tool call takes the caller's per-minute limit; when payment is needed a tool answers an error result carrying the 402 body. The HTTP twin's metering headers are in the result's _meta.headers. At most 4 tool calls per MCP request. A foreign Origin header is a 403 (DNS-rebinding protection).",
    tag: "Service",
    auth: "scan",
    body: jsonRpcMessageSchema,
    bodyExample: { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} },
    responses: {
      200: { description: "The JSON-RPC answer (tool errors, the 402 included, are results with isError: true).", schema: jsonRpcMessageSchema },
      202: { description: "A notification or response was accepted (no body)." },
      400: { description: "JSON-RPC error: the message is not valid, or an empty batch ([]): code -32600, id null.", schema: jsonRpcMessageSchema },
      406: { description: "JSON-RPC error: Accept must list application/json and text/event-stream.", schema: jsonRpcMessageSchema },
      403: { description: "A browser Origin that is not this server's (APP_BASE_URL) nor in MCP_ALLOWED_ORIGINS.", schema: errorBodySchema },
      415: { description: "JSON-RPC error: Content-Type must be application/json.", schema: jsonRpcMessageSchema },
    },
    errors: [],
  },
  ...(["get", "delete"] as const).map(
    (method): RouteEntry => ({
      method,
      path: "/mcp",
      operationId: `mcp${method === "get" ? "Stream" : "EndSession"}`,
      summary: method === "get" ? "Not served: a stateless server opens no standalone event stream" : "Not served: a stateless server has no session to end",
      tag: "Service",
      auth: "none",
      responses: { 405: { description: "Use POST.", schema: errorBodySchema, headers: { Allow: "POST" } } },
      errors: [],
    }),
  ),
];
