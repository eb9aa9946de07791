// GET, POST and DELETE /api/screen-list: the X-API-Key's screen list.
import { addToScreenList as addEndpoint, getScreenList as getEndpoint, removeFromScreenList as removeEndpoint } from "@/server/contracts/endpoints/addons";
import { keyOf } from "@/server/services/access/access/resolve-caller";
import { addToScreenList, getScreenList, removeFromScreenList } from "@/server/services/addons/screen-list/screen-list-service";
import { implement } from "@/server/api/implement";

// GET /api/screen-list - this key's screen list and the add-on's end (403 addon_not_enabled without it)
export const GET = implement(getEndpoint, async ({ caller, services }) => ({ status: 200, body: await getScreenList(await services.access(), keyOf(caller)) }));

// POST /api/screen-list - add wallets (body: { entries: [{ wallet, label }] }, at most 1,000 per key)
export const POST = implement(addEndpoint, async ({ body, caller, services }) => ({ status: 200, body: await addToScreenList(await services.access(), keyOf(caller), body.entries) }));

// DELETE /api/screen-list?wallet= - remove a wallet
export const DELETE = implement(removeEndpoint, async ({ query, caller, services }) => {
  await removeFromScreenList(await services.access(), keyOf(caller), query.wallet);
  return { status: 200, body: { status: "Removed" as const, wallet: query.wallet } };
});
