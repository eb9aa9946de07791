import { tradeAnalysisQuerySchema, tradeAnalysisResponseSchema } from "@/server/contracts/analytics";
import { parseOrThrow, withRoute } from "@/server/http/with-route";
import { authorizeScans } from "@/server/services/access/authorize-scans";
import { limitCaller } from "@/server/services/access/caller";
import { getAnalytics } from "@/server/services/analytics/get-analytics-service";

export const dynamic = "force-dynamic";

// GET /api/trade-analysis - cohorts, wash trading and liquidity of a mint (query: mint, size_usd? | size_sol?); counts one scan
export const GET = withRoute(async (request) => {
  // the caller's minute limit before any work (about 1,500 RPC calls a trace): malformed requests count too
  await limitCaller(request);
  const query = parseOrThrow(tradeAnalysisQuerySchema, Object.fromEntries(new URL(request.url).searchParams), "invalid_mint");
  const size = query.size_usd !== undefined ? { usd: query.size_usd } : query.size_sol !== undefined ? { sol: query.size_sol } : null;
  const access = await authorizeScans(request, 1);
  const { service } = await getAnalytics();
  const body = await access.runScan(() => service.tradeAnalysis(query.mint, size));
  return Response.json(tradeAnalysisResponseSchema.parse(body), { headers: access.headers() });
});
