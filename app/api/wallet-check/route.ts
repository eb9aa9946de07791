import { walletCheckQuerySchema, walletCheckResponseSchema } from "@/server/contracts/analytics";
import { parseOrThrow, withRoute } from "@/server/http/with-route";
import { limitCaller } from "@/server/services/access/caller";
import { getAnalytics } from "@/server/services/analytics/get-analytics-service";

export const dynamic = "force-dynamic";

// GET /api/wallet-check - the roles a wallet plays in a mint (query: mint, wallet); free, no key, rate limited per IP
export const GET = withRoute(async (request) => {
  await limitCaller(request);
  const query = parseOrThrow(walletCheckQuerySchema, Object.fromEntries(new URL(request.url).searchParams), "invalid_mint");
  const { service } = await getAnalytics();
  return Response.json(walletCheckResponseSchema.parse(await service.walletCheck(query.mint, query.wallet)));
});
