import { freeKeyRequestSchema } from "@/server/contracts/access";
import { parseOrThrow, readJsonBody, withRoute } from "@/server/http/with-route";
import { getAccessContext } from "@/server/services/access/access-context";
import { resolveClientSubject } from "@/server/services/access/client-ip";
import { requestFreeKey } from "@/server/services/access/free-key";

export const dynamic = "force-dynamic";

// POST /api/free-key - e-mail a confirmation link for a free key (body: { email })
export const POST = (request: Request) => handle(request, undefined);

const handle = withRoute(async (request) => {
  const body = parseOrThrow(freeKeyRequestSchema, await readJsonBody(request, 2 * 1024));
  const ctx = await getAccessContext();
  await requestFreeKey(ctx, { email: body.email, clientSubject: resolveClientSubject(request.headers, ctx.ipPolicy).subject });
  // The same answer whether or not the address already has a key: no account enumeration.
  return Response.json(
    { status: "confirmation_sent", message: "A confirmation link is on its way. It works once, for 24 hours; the key is shown on the page it opens." },
    { status: 202 },
  );
});
