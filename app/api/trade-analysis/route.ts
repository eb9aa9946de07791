import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// cohorts, wash trading, liquidity and exit cost
export { GET } from "@/server/api/analytics/trade-analysis";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
