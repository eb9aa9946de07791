// Contracts of what the service says about itself: health, /api/info and the
// discovery documents (/openapi.json, /docs).
import { defineEndpoint } from "@/server/contracts/endpoint";
import { healthSchema } from "@/server/contracts/health";
import { infoSchema } from "@/server/contracts/info";

/** The shared health check's lifetime (server/platform/health.ts HEALTH_CACHE_MS): answers may be cached as long. */
const HEALTH_CACHE_SECONDS = 5;

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
  errors: [],
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
  errors: [],
  cors: true,
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
  errors: [],
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
  errors: [],
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
  errors: [],
  cache: { maxAgeSeconds: 86_400 },
});
