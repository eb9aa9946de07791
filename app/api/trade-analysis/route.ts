import { bind } from "@/server/app/bind";
import * as tradeAnalysis from "@/server/api/analytics/trade-analysis";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// cohorts, wash trading, liquidity and exit cost
export const GET = bind(tradeAnalysis.GET);
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
