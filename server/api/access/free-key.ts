// POST /api/free-key: e-mail a confirmation link for a free key.
import { requestFreeKey as requestFreeKeyEndpoint } from "@/server/contracts/endpoints/access";
import { resolveClientSubject } from "@/server/services/access/access/client-ip";
import { requestFreeKey } from "@/server/services/access/access/free-key";
import { rateLimitHeaders } from "@/server/platform/rate-limiter";
import { implement } from "@/server/api/implement";

// POST /api/free-key - e-mail a confirmation link for a free key (body: { email })
export const POST = implement(requestFreeKeyEndpoint, async ({ body, caller, services }) => {
  const ctx = await services.access();
  const limit = await requestFreeKey(ctx, { email: body.email, clientSubject: (await resolveClientSubject(caller.input.headers, ctx.ipPolicy)).subject });
  // The same answer whether or not the address already has a key: no account enumeration.
  return {
    status: 202,
    headers: rateLimitHeaders(limit),
    body: { status: "confirmation_sent" as const, message: "A confirmation link is on its way. It works once, for 24 hours; the key is shown on the page it opens." },
  };
});
