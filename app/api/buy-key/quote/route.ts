import { buyKeyQuoteRequestSchema } from "@/server/contracts/access";
import { parseOrThrow, readJsonBody, withRoute } from "@/server/http/with-route";
import { getAccessContext } from "@/server/services/access/access-context";
import { resolveClientSubject } from "@/server/services/access/client-ip";
import { quoteKey } from "@/server/services/payments/quote-key";

export const dynamic = "force-dynamic";

// POST /api/buy-key/quote - a payment request for a key (body: { plan: "payg"|"unlimited", amount_usdc? })
export const POST = (request: Request) => handle(request, undefined);

const handle = withRoute(async (request) => {
  const body = parseOrThrow(buyKeyQuoteRequestSchema, await readJsonBody(request, 4 * 1024));
  const ctx = await getAccessContext();
  const quote = await quoteKey(ctx, body, resolveClientSubject(request.headers, ctx.ipPolicy).subject);
  return Response.json(quote, { status: 201 });
  // the claim token is a secret for this caller only: never cached anywhere
}, { cache: "no-store" });
