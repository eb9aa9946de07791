// GET, POST and DELETE /api/screen-list: the X-API-Key's screen list.
import { addToScreenList as addEndpoint, getScreenList as getEndpoint, removeFromScreenList as removeEndpoint } from "@/server/contracts/endpoints/addons";
import { getAccessContext } from "@/server/services/billing/access/access-context";
import { keyOf } from "@/server/services/billing/access/resolve-caller";
import { addToScreenList, getScreenList, removeFromScreenList } from "@/server/services/billing/screen-list/screen-list-service";
import { implement } from "@/server/api/implement";

// GET /api/screen-list - this key's screen list and the add-on's end (403 addon_not_enabled without it)
export const GET = implement(getEndpoint, async ({ caller }) => ({ status: 200, body: await getScreenList(await getAccessContext(), keyOf(caller)) }));

// POST /api/screen-list - add wallets (body: { entries: [{ wallet, label }] }, at most 1,000 per key)
export const POST = implement(addEndpoint, async ({ body, caller }) => ({ status: 200, body: await addToScreenList(await getAccessContext(), keyOf(caller), body.entries) }));

// DELETE /api/screen-list?wallet= - remove a wallet
export const DELETE = implement(removeEndpoint, async ({ query, caller }) => {
  await removeFromScreenList(await getAccessContext(), keyOf(caller), query.wallet);
  return { status: 200, body: { status: "Removed" as const, wallet: query.wallet } };
});
