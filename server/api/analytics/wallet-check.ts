// GET /api/wallet-check: the roles a wallet plays in a mint.
import { checkWallet } from "@/server/contracts/endpoints/analytics";
import { implement } from "@/server/api/implement";
import { takeFreeTrace } from "@/server/services/access/access/free-traces";
import { payerOf } from "@/server/services/access/rpc-bill/payer";

// GET /api/wallet-check - the roles a wallet plays in a mint (query: mint, wallet); free, no key, rate limited
// per caller per minute, and its traces (a mint with no fresh scan) per caller per day
export const GET = implement(checkWallet, async ({ query, caller, services }) => {
  if (caller.kind === "anonymous" || caller.kind === "key") {
    if (!(await (await services.scans()).isFresh(query.mint))) await takeFreeTrace(await services.access(), caller);
  }
  const analytics = await services.analytics();
  return { status: 200, body: await analytics.walletCheck(query.mint, query.wallet, payerOf(caller, null)) };
});
