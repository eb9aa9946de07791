import { freeKeyConfirmRequestSchema, freeKeyConfirmResponseSchema } from "@/server/contracts/access";
import { errorBodySchema } from "@/server/contracts/errors";
import { tokenQuerySchema } from "@/server/contracts/endpoints/access";
import { readBodyText } from "@/server/http/read-json-body";
import { parseOrThrow, readJsonBody, withRoute } from "@/server/http/with-route";
import { getAccessContext } from "@/server/services/access/access-context";
import { confirmFreeKey } from "@/server/services/access/free-key";
import { confirmPage, errorPage, keyPage } from "@/server/services/access/free-key-pages";

export const dynamic = "force-dynamic";

const MAX_BODY_BYTES = 1024;
const PAGE_HEADERS = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

// GET /api/free-key/confirm?token= - the e-mailed link: a page whose button confirms (GET never creates the key)
export const GET = (request: Request) => showConfirmPage(request, undefined);

const showConfirmPage = withRoute(async (request) => {
  const { token = "" } = parseOrThrow(tokenQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  return new Response(confirmPage(token), { headers: PAGE_HEADERS });
});

// POST /api/free-key/confirm - use the token once and show the key once (form field or JSON { token })
export async function POST(request: Request): Promise<Response> {
  const isForm = (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
  const response = await handle(request, undefined);
  if (!isForm) return response;
  // The browser form: answer a page, not JSON.
  const body: unknown = await response.json();
  const confirmed = freeKeyConfirmResponseSchema.safeParse(body);
  if (confirmed.success) return new Response(keyPage(confirmed.data.api_key), { headers: PAGE_HEADERS });
  const failed = errorBodySchema.safeParse(body);
  return new Response(errorPage(failed.success ? failed.data.error.message : "Something went wrong."), { status: response.status, headers: PAGE_HEADERS });
}

const handle = withRoute(async (request) => {
  // the e-mailed page's form posts urlencoded by design; anything else must be JSON (415)
  const isForm = (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
  const input = isForm ? Object.fromEntries(new URLSearchParams(await readBodyText(request, MAX_BODY_BYTES))) : await readJsonBody(request, MAX_BODY_BYTES);
  const { token } = parseOrThrow(freeKeyConfirmRequestSchema, input);
  const confirmed = await confirmFreeKey(await getAccessContext(), token);
  return Response.json({ api_key: confirmed.apiKey, key_id: confirmed.keyId, plan: "free", created: confirmed.created }, { status: 201 });
});
