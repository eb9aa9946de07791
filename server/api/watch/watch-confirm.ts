// GET and POST /api/watch/confirm: an e-mail watch's link page, and the one use of its token.
import { errorBodySchema } from "@/server/contracts/errors";
import { confirmWatchEmail as confirmEndpoint, showWatchEmailConfirmation } from "@/server/contracts/endpoints/watch";
import { watchEmailConfirmedSchema } from "@/server/contracts/watch";
import { confirmWatchEmail } from "@/server/services/watch/watch/email-confirmation";
import { watchConfirmedPage, watchConfirmErrorPage, watchConfirmPage } from "@/server/services/watch/watch/email-pages";
import { implement } from "@/server/api/implement";

const PAGE_HEADERS = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

// GET /api/watch/confirm?token= - the e-mailed link: a page whose button confirms (GET never confirms)
export const GET = implement(showWatchEmailConfirmation, async ({ query }) => new Response(watchConfirmPage(query.token ?? ""), { headers: PAGE_HEADERS }));

// POST /api/watch/confirm - use the token once: the key's alerts go to the address from now on (form field or JSON { token })
export const POST = implement(confirmEndpoint, async ({ body, services }) => {
  const confirmed = await confirmWatchEmail(await services.watch(), body.token);
  return { status: 200, body: { status: "confirmed" as const, email: confirmed.email, confirmed_at: confirmed.confirmedAt.toISOString() } };
});

/** The e-mailed page's form posts urlencoded (the contract's second body type) and gets a page back
 * (the contract's errorContentTypes), errors included; anything else is the JSON answer (or 415). */
export function answeringFormsWithPages(route: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    const isForm = (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
    const response = await route(request);
    if (!isForm) return response;
    const body: unknown = await response.json();
    const confirmed = watchEmailConfirmedSchema.safeParse(body);
    if (confirmed.success) return new Response(watchConfirmedPage(confirmed.data.email), { status: 200, headers: PAGE_HEADERS });
    const failed = errorBodySchema.safeParse(body);
    return new Response(watchConfirmErrorPage(failed.success ? failed.data.error.message : "Something went wrong."), { status: response.status, headers: PAGE_HEADERS });
  };
}
