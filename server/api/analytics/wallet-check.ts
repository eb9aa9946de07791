// GET /api/wallet-check: the roles a wallet plays in a mint.
import { checkWallet } from "@/server/contracts/endpoints/analytics";
import { getAnalytics } from "@/server/services/analytics/get-analytics-service";
import { implement } from "@/server/api/implement";

// GET /api/wallet-check - the roles a wallet plays in a mint (query: mint, wallet); free, no key, rate limited per caller
export const GET = implement(checkWallet, async ({ query }) => {
  const { service } = await getAnalytics();
  return { status: 200, body: await service.walletCheck(query.mint, query.wallet) };
});
