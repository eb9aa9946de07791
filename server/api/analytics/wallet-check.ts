// GET /api/wallet-check: the roles a wallet plays in a mint.
import { checkWallet } from "@/server/contracts/endpoints/analytics";
import { implement } from "@/server/api/implement";
import { payerOf } from "@/server/services/billing/rpc-bill/payer";

// GET /api/wallet-check - the roles a wallet plays in a mint (query: mint, wallet); free, no key, rate limited per caller
export const GET = implement(checkWallet, async ({ query, caller, services }) => {
  const analytics = await services.analytics();
  return { status: 200, body: await analytics.walletCheck(query.mint, query.wallet, payerOf(caller, null)) };
});
