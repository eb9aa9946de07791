// GET /api/cex-funding: holders funded from exchanges.
import { getCexFunding } from "@/server/contracts/endpoints/analytics";
import { implement } from "@/server/api/implement";
import { payerOf } from "@/server/services/access/rpc-bill/payer";

// GET /api/cex-funding - holders funded from exchanges, per labelled exchange (query: mint); counts one scan
export const GET = implement(
  getCexFunding,
  async ({ query, caller, grant, services }) => {
    const analytics = await services.analytics();
    return { status: 200, body: await analytics.cexFunding(query.mint, payerOf(caller, grant)) };
  },
  // each answer is computed live from the trade history: one scan, no free repeat
  { charge: () => ({ units: 1 }) },
);
