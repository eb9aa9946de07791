// GET /api/trade-analysis: cohorts, wash trading, liquidity and the exit cost of a position.
import { getTradeAnalysis } from "@/server/contracts/endpoints/analytics";
import { implement } from "@/server/api/implement";
import { payerOf } from "@/server/services/access/rpc-bill/payer";

// GET /api/trade-analysis - cohorts, wash trading and liquidity of a mint (query: mint, size_usd? | size_sol?, horizon_hours?); counts one scan
export const GET = implement(
  getTradeAnalysis,
  async ({ query, caller, grant, services }) => {
    const size = query.size_usd !== undefined ? { usd: query.size_usd } : query.size_sol !== undefined ? { sol: query.size_sol } : null;
    const analytics = await services.analytics();
    return { status: 200, body: await analytics.tradeAnalysis(query.mint, payerOf(caller, grant), size, query.horizon_hours) };
  },
  // each answer is computed live from the trade history: one scan, no free repeat
  { charge: () => ({ units: 1 }) },
);
