// GET /api/cohorts: team, snipers and insiders of a mint.
import { getCohorts } from "@/server/contracts/endpoints/analytics";
import { getAnalytics } from "@/server/services/analytics/get-analytics-service";
import { implement } from "@/server/api/implement";

// GET /api/cohorts - team, snipers and insiders of a mint from its trade history (query: mint); counts one scan
export const GET = implement(getCohorts, async ({ query, caller }) => {
  const access = await caller.authorizeScans(1);
  const { service } = await getAnalytics();
  const body = await access.runScan(() => service.cohorts(query.mint));
  return { status: 200, body, headers: access.headers() };
});
