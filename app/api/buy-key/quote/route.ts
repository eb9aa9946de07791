import { buyKeyQuoteRequestSchema } from "@/server/contracts/access";
import { parseOrThrow, readJsonBody, withRoute } from "@/server/http/with-route";
import { getAccessContext } from "@/server/services/access/access-context";
import { quoteKey } from "@/server/services/payments/quote-key";

export const dynamic = "force-dynamic";

// POST /api/buy-key/quote - a payment request for a key (body: { plan: "payg"|"unlimited", amount_usdc? })
export const POST = (request: Request) => handle(request, undefined);

const handle = withRoute(async (request) => {
  const body = parseOrThrow(buyKeyQuoteRequestSchema, await readJsonBody(request, 4 * 1024));
  const quote = await quoteKey(await getAccessContext(), body);
  // The claim token is a secret for this caller only: never cached anywhere.
  return Response.json(quote, { status: 201, headers: { "Cache-Control": "no-store" } });
});
