// GET /api/trade-analysis: cohorts, wash trading, liquidity and the exit cost of a position.
import { getTradeAnalysis } from "@/server/contracts/endpoints/analytics";
import { getAnalytics } from "@/server/services/analytics/get-analytics-service";
import { implement } from "@/server/api/implement";

// GET /api/trade-analysis - cohorts, wash trading and liquidity of a mint (query: mint, size_usd? | size_sol?, horizon_hours?); counts one scan
export const GET = implement(getTradeAnalysis, async ({ query, caller }) => {
  const size = query.size_usd !== undefined ? { usd: query.size_usd } : query.size_sol !== undefined ? { sol: query.size_sol } : null;
  const access = await caller.authorizeScans(1);
  const { service } = await getAnalytics();
  const body = await access.runScan(() => service.tradeAnalysis(query.mint, size, query.horizon_hours));
  return { status: 200, body, headers: access.headers() };
});
