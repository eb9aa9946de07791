// GET and POST /api/free-key/confirm: the e-mailed link's page, and the one use of its token.
import { errorBodySchema } from "@/server/contracts/errors";
import { confirmFreeKey as confirmFreeKeyEndpoint, showFreeKeyConfirmation } from "@/server/contracts/endpoints/access";
import { freeKeyConfirmResponseSchema } from "@/server/contracts/access";
import { confirmFreeKey } from "@/server/services/access/access/free-key";
import { confirmPage, errorPage, keyPage } from "@/server/services/access/access/free-key-pages";
import { implement } from "@/server/api/implement";

const PAGE_HEADERS = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

// GET /api/free-key/confirm?token= - the e-mailed link: a page whose button confirms (GET never creates the key)
export const GET = implement(showFreeKeyConfirmation, async ({ query }) => new Response(confirmPage(query.token ?? ""), { headers: PAGE_HEADERS }));

// POST /api/free-key/confirm - use the token once and show the key once (form field or JSON { token })
export const POST = implement(confirmFreeKeyEndpoint, async ({ body, services }) => {
  const confirmed = await confirmFreeKey(await services.access(), body.token);
  return { status: 201, body: { api_key: confirmed.apiKey, key_id: confirmed.keyId, plan: "free" as const, created: confirmed.created } };
});

/** The e-mailed page's form posts urlencoded by design (the contract's second body type) and gets a page back
 * (the contract's errorContentTypes), errors included; anything else is the JSON answer (or 415). */
export function answeringFormsWithPages(route: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    const isForm = (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
    const response = await route(request);
    if (!isForm) return response;
    const body: unknown = await response.json();
    const confirmed = freeKeyConfirmResponseSchema.safeParse(body);
    // the contract's 201, as a page: the key was created (or re-secreted) by this post
    if (confirmed.success) return new Response(keyPage(confirmed.data.api_key), { status: 201, headers: PAGE_HEADERS });
    const failed = errorBodySchema.safeParse(body);
    return new Response(errorPage(failed.success ? failed.data.error.message : "Something went wrong."), { status: response.status, headers: PAGE_HEADERS });
  };
}
