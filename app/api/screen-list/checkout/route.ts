import { withRoute } from "@/server/http/with-route";
import { getAccessContext } from "@/server/services/access/access-context";
import { checkoutScreenList } from "@/server/services/screen-list/screen-list-checkout";
import { requireApiKey } from "@/server/services/watch/request-key";

export const dynamic = "force-dynamic";

// POST /api/screen-list/checkout - a payment request for the screen-list add-on (9 USDC, 30 days) on the X-API-Key
export const POST = withRoute(async (request: Request) => {
  const key = await requireApiKey(request);
  // The claim token is a secret for this caller only: never cached anywhere.
  return Response.json(await checkoutScreenList(await getAccessContext(), key), { status: 201, headers: { "Cache-Control": "no-store" } });
});
