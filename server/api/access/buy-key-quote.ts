// POST /api/buy-key/quote: a payment request for a key.
import { quoteKey as quoteKeyEndpoint } from "@/server/contracts/endpoints/access";
import { resolveClientSubject } from "@/server/services/access/access/client-ip";
import { quoteKey } from "@/server/services/access/payments/quote-key";
import { implement } from "@/server/api/implement";

// POST /api/buy-key/quote - a payment request for a key (body: { plan: "payg"|"unlimited", amount_usdc? })
// The claim token is a secret for this caller only: never cached anywhere (the contract's default no-store).
export const POST = implement(quoteKeyEndpoint, async ({ body, caller, services }) => {
  const ctx = await services.access();
  return { status: 201, body: await quoteKey(ctx, body, (await resolveClientSubject(caller.input.headers, ctx.ipPolicy)).subject) };
});
