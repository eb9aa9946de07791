// GET and POST /api/free-key/confirm: the e-mailed link's page, and the one use of its token.
import { errorBodySchema } from "@/server/contracts/errors";
import { confirmFreeKey as confirmFreeKeyEndpoint, showFreeKeyConfirmation } from "@/server/contracts/endpoints/access";
import { freeKeyConfirmResponseSchema } from "@/server/contracts/access";
import { getAccessContext } from "@/server/services/billing/access/access-context";
import { confirmFreeKey } from "@/server/services/billing/access/free-key";
import { confirmPage, errorPage, keyPage } from "@/server/services/billing/access/free-key-pages";
import { implement } from "@/server/api/implement";

const PAGE_HEADERS = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

// GET /api/free-key/confirm?token= - the e-mailed link: a page whose button confirms (GET never creates the key)
export const GET = implement(showFreeKeyConfirmation, async ({ query }) => new Response(confirmPage(query.token ?? ""), { headers: PAGE_HEADERS }));

const confirmJson = implement(confirmFreeKeyEndpoint, async ({ body }) => {
  const confirmed = await confirmFreeKey(await getAccessContext(), body.token);
  return { status: 201, body: { api_key: confirmed.apiKey, key_id: confirmed.keyId, plan: "free" as const, created: confirmed.created } };
});

// POST /api/free-key/confirm - use the token once and show the key once (form field or JSON { token })
export async function POST(request: Request): Promise<Response> {
  // the e-mailed page's form posts urlencoded by design (the contract's second body type); anything else must be JSON (415)
  const isForm = (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
  const response = await confirmJson(request);
  if (!isForm) return response;
  // The browser form: answer a page (the contract's errorContentTypes), not JSON.
  const body: unknown = await response.json();
  const confirmed = freeKeyConfirmResponseSchema.safeParse(body);
  // the contract's 201, as a page: the key was created (or re-secreted) by this post
  if (confirmed.success) return new Response(keyPage(confirmed.data.api_key), { status: 201, headers: PAGE_HEADERS });
  const failed = errorBodySchema.safeParse(body);
  return new Response(errorPage(failed.success ? failed.data.error.message : "Something went wrong."), { status: response.status, headers: PAGE_HEADERS });
}
