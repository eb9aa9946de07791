import { cexFundingResponseSchema, mintQuerySchema } from "@/server/contracts/analytics";
import { parseOrThrow, withRoute } from "@/server/http/with-route";
import { authorizeScans } from "@/server/services/access/authorize-scans";
import { limitCaller } from "@/server/services/access/caller";
import { getAnalytics } from "@/server/services/analytics/get-analytics-service";

export const dynamic = "force-dynamic";

// GET /api/cex-funding - holders funded from exchanges, per labelled exchange (query: mint); counts one scan
export const GET = withRoute(async (request) => {
  // the caller's minute limit before any work (about 1,500 RPC calls a trace): malformed requests count too
  await limitCaller(request);
  const query = parseOrThrow(mintQuerySchema, Object.fromEntries(new URL(request.url).searchParams), "invalid_mint");
  const access = await authorizeScans(request, 1);
  const { service } = await getAnalytics();
  const body = await access.runScan(() => service.cexFunding(query.mint));
  return Response.json(cexFundingResponseSchema.parse(body), { headers: access.headers() });
});
