// GET /api/cex-funding: holders funded from exchanges.
import { getCexFunding } from "@/server/contracts/endpoints/analytics";
import { implement } from "@/server/api/implement";

// GET /api/cex-funding - holders funded from exchanges, per labelled exchange (query: mint); counts one scan
export const GET = implement(getCexFunding, async ({ query, caller, services }) => {
  const access = await caller.authorizeScans(1);
  const analytics = await services.analytics();
  const body = await access.runScan(() => analytics.cexFunding(query.mint));
  return { status: 200, body, headers: access.headers() };
});
