import { preflight } from "@/server/http/cors";
import { withRoute } from "@/server/http/with-route";
import { getAccessContext } from "@/server/services/access/access-context";
import { describePricing } from "@/server/services/access/pricing";
import { getRuntime } from "@/server/services/runtime";

export const dynamic = "force-dynamic";

// GET /api/pricing - plans, prices, the payment wallet and network (from configuration)
export const GET = (request: Request) => handle(request, undefined);

// OPTIONS /api/pricing - CORS preflight
export const OPTIONS = () => preflight();

const handle = withRoute(async () => {
  const runtime = await getRuntime();
  const pricing = describePricing(await getAccessContext(), runtime.urls.kind === "embedded" ? runtime.urls.rpcUrl : null);
  return Response.json(pricing);
}, { cors: true });
