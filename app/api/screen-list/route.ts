import { addScreenEntriesSchema, removeScreenEntryQuerySchema } from "@/server/contracts/screen-list";
import { parseOrThrow, readJsonBody, withRoute } from "@/server/http/with-route";
import { getAccessContext } from "@/server/services/access/access-context";
import { addToScreenList, getScreenList, removeFromScreenList } from "@/server/services/screen-list/screen-list-service";
import { requireApiKey } from "@/server/services/watch/request-key";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

// GET /api/screen-list - this key's screen list and the add-on's end (403 addon_not_enabled without it)
export const GET = withRoute(async (request: Request) => {
  const key = await requireApiKey(request);
  return Response.json(await getScreenList(await getAccessContext(), key), { headers: NO_STORE });
});

// POST /api/screen-list - add wallets (body: { entries: [{ wallet, label }] }, at most 1,000 per key)
export const POST = withRoute(async (request: Request) => {
  const key = await requireApiKey(request);
  const body = parseOrThrow(addScreenEntriesSchema, await readJsonBody(request, 256 * 1024));
  return Response.json(await addToScreenList(await getAccessContext(), key, body.entries), { headers: NO_STORE });
});

// DELETE /api/screen-list?wallet= - remove a wallet
export const DELETE = withRoute(async (request: Request) => {
  const key = await requireApiKey(request);
  const { wallet } = parseOrThrow(removeScreenEntryQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  await removeFromScreenList(await getAccessContext(), key, wallet);
  return Response.json({ status: "Removed", wallet }, { headers: NO_STORE });
});
