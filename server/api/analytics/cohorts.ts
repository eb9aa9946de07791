// GET /api/cohorts: team, snipers and insiders of a mint.
import { getCohorts } from "@/server/contracts/endpoints/analytics";
import { implement } from "@/server/api/implement";
import { payerOf } from "@/server/services/access/rpc-bill/payer";

// GET /api/cohorts - team, snipers and insiders of a mint from its trade history (query: mint); counts one scan
export const GET = implement(
  getCohorts,
  async ({ query, caller, grant, services }) => {
    const analytics = await services.analytics();
    return { status: 200, body: await analytics.cohorts(query.mint, payerOf(caller, grant)) };
  },
  // each answer is computed live from the trade history: one scan, no free repeat
  { charge: () => ({ units: 1 }) },
);
