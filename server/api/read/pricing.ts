// GET /api/pricing: plans, prices, the payment wallet and network.
import { getPricing } from "@/server/contracts/endpoints/read";
import { preflight } from "@/server/http/cors";
import { getAccessContext } from "@/server/services/billing/access/access-context";
import { describePricing } from "@/server/services/billing/access/pricing";
import { getRuntime } from "@/server/platform/runtime";
import { implement } from "@/server/api/implement";

// GET /api/pricing - plans, prices, the payment wallet and network (from configuration)
export const GET = implement(getPricing, async () => {
  const runtime = await getRuntime();
  return { status: 200, body: describePricing(await getAccessContext(), runtime.urls.kind === "embedded" ? runtime.urls.rpcUrl : null) };
});

// OPTIONS /api/pricing - CORS preflight
export const OPTIONS = preflight;
