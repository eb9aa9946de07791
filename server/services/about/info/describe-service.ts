// GET /api/info: the service described for agents, from the endpoint contracts
// (the same one /openapi.json is built from) and the configured pricing.
import { z } from "zod";
import { API_VERSION, type Info } from "@/server/contracts/info";
import { ENDPOINTS } from "@/server/contracts/endpoints";
import { scanReportSchema } from "@/server/contracts/scan-report";
import { describePricing } from "@/server/services/access/access/pricing";
import type { Services } from "@/server/services/services";

export async function describeService(services: Pick<Services, "runtime" | "access">): Promise<Info> {
  const [runtime, ctx] = await Promise.all([services.runtime(), services.access()]);
  const pricing = describePricing(ctx, runtime.urls.kind === "embedded" ? runtime.urls.rpcUrl : null);
  const { $schema: dialect, ...report } = z.toJSONSchema(scanReportSchema, { target: "draft-2020-12" }) as Record<string, unknown>;
  return {
    name: "Cabal Hunter",
    version: API_VERSION,
    description:
      "Solana token exit-liquidity risk scanner: given a mint, reads the chain and answers whether insiders are positioned to sell into buyers (shared funders, same-slot bundles, coordinated exits, deployer history, authorities, sellability, liquidity) with a 0-100 cabal_score, a recommendation (SAFE / REVIEW / AVOID) and the evidence, and remembers operators (deployers and cluster funders) across the launches it has scanned.",
    endpoints: ENDPOINTS.map((route) => ({ method: route.method.toUpperCase() as "GET" | "POST" | "DELETE", path: route.path, summary: route.summary, auth: route.auth })),
    pricing,
    limits: {
      anonymous_scans_per_month: pricing.anonymous_scans_per_month,
      free_key_scans_per_month: pricing.free_key_scans_per_month,
      key_rate_limit_per_minute: pricing.key_rate_limit_per_minute,
      batch_max_mints: pricing.batch_max_mints,
      scan_cache_ttl_seconds: runtime.env.SCAN_CACHE_TTL_SECONDS,
      anonymous_requests_per_minute: ctx.anonRateLimitPerMinute,
      free_traces_per_day: ctx.freeTracesPerDay,
    },
    openapi_url: `${ctx.baseUrl}/openapi.json`,
    docs_url: `${ctx.baseUrl}/docs`,
    mcp_url: `${ctx.baseUrl}/mcp`,
    report_schema: { $schema: dialect, ...report },
  };
}
