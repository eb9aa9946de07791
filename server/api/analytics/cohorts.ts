// GET /api/cohorts: team, snipers and insiders of a mint.
import { getCohorts } from "@/server/contracts/endpoints/analytics";
import { implement } from "@/server/api/implement";

// GET /api/cohorts - team, snipers and insiders of a mint from its trade history (query: mint); counts one scan
export const GET = implement(getCohorts, async ({ query, caller, services }) => {
  const access = await caller.authorizeScans(1);
  const analytics = await services.analytics();
  const body = await access.runScan(() => analytics.cohorts(query.mint));
  return { status: 200, body, headers: access.headers() };
});
