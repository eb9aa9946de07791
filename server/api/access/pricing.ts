// GET /api/pricing: plans, prices, the payment wallet and network.
import { getPricing } from "@/server/contracts/endpoints/access";
import { preflight } from "@/server/http/cors";
import { describePricing } from "@/server/services/access/access/pricing";
import { implement } from "@/server/api/implement";

// GET /api/pricing - plans, prices, the payment wallet and network (from configuration)
export const GET = implement(getPricing, async ({ services }) => {
  const runtime = await services.runtime();
  return { status: 200, body: describePricing(await services.access(), runtime.urls.kind === "embedded" ? runtime.urls.rpcUrl : null) };
});

// OPTIONS /api/pricing - CORS preflight
export const OPTIONS = preflight;
