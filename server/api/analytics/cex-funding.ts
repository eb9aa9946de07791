// GET /api/cex-funding: holders funded from exchanges.
import { getCexFunding } from "@/server/contracts/endpoints/analytics";
import { implement } from "@/server/api/implement";

// GET /api/cex-funding - holders funded from exchanges, per labelled exchange (query: mint); counts one scan
export const GET = implement(
  getCexFunding,
  async ({ query, services }) => {
    const analytics = await services.analytics();
    return { status: 200, body: await analytics.cexFunding(query.mint) };
  },
  // each answer is computed live from the trade history: one scan, no free repeat
  { charge: () => ({ units: 1 }) },
);
