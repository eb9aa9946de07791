// GET /api/info: the machine-readable front door for agents (docs/decisions.md
// "Agent and discovery interfaces"): what the service is, its endpoints (from
// the same route registry as /openapi.json), prices, limits, and where the
// OpenAPI document, the MCP endpoint and the report's JSON Schema are.
import { z } from "zod";
import { ENDPOINT_AUTHS } from "@/server/contracts/endpoint";
import { pricingSchema } from "@/server/contracts/pricing";

export const API_VERSION = "1.1.0";

export const infoEndpointSchema = z.object({
  method: z.enum(["GET", "POST", "PUT", "DELETE"]),
  path: z.string(),
  summary: z.string(),
  auth: z.enum(ENDPOINT_AUTHS).describe("none: public; scan: free quota by IP, X-API-Key or a per-scan payment; key: X-API-Key; admin: Bearer ADMIN_TOKEN"),
});

export const infoSchema = z.object({
  name: z.string(),
  version: z.literal(API_VERSION),
  description: z.string(),
  endpoints: z.array(infoEndpointSchema),
  pricing: pricingSchema,
  limits: z.object({
    anonymous_scans_per_month: z.number().int(),
    free_key_scans_per_month: z.number().int(),
    key_rate_limit_per_minute: z.number().int(),
    batch_max_mints: z.number().int(),
    scan_cache_ttl_seconds: z.number().int(),
    anonymous_requests_per_minute: z.number().int().describe("per IP bucket, every metered route (free ones included); 0: no limit"),
    free_traces_per_day: z
      .number()
      .int()
      .describe("traces a free route (wallet-check of a mint with no fresh scan) may start per caller (IP bucket or key) per UTC day; 0: no daily bound"),
  }),
  openapi_url: z.string(),
  docs_url: z.string(),
  mcp_url: z.string(),
  report_schema: z.record(z.string(), z.unknown()).describe("JSON Schema (2020-12) of the scan report"),
});

export type Info = z.infer<typeof infoSchema>;
