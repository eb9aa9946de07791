// GET /api/cex-funding: holders funded from exchanges.
import { getCexFunding } from "@/server/contracts/endpoints/analytics";
import { getAnalytics } from "@/server/services/analytics/get-analytics-service";
import { implement } from "@/server/api/implement";

// GET /api/cex-funding - holders funded from exchanges, per labelled exchange (query: mint); counts one scan
export const GET = implement(getCexFunding, async ({ query, caller }) => {
  const access = await caller.authorizeScans(1);
  const { service } = await getAnalytics();
  const body = await access.runScan(() => service.cexFunding(query.mint));
  return { status: 200, body, headers: access.headers() };
});
