// POST, GET and DELETE /api/watch: the X-API-Key's watches.
import { createWatch, deleteWatch, listWatches } from "@/server/contracts/endpoints/watch";
import { keyOf } from "@/server/services/access/access/resolve-caller";
import { listWatchesOfKey, registerWatch, removeWatch } from "@/server/services/watch/watch/watch-service";
import { implement } from "@/server/api/implement";

// POST /api/watch - watch a mint for coordinated dumps and liquidity drains (body: { mint, webhook_url | email, events? }); the secret is shown once
export const POST = implement(createWatch, async ({ body, caller, services }) => ({ status: 200, body: await registerWatch(await services.watch(), keyOf(caller), body) }));

// GET /api/watch - this key's watches with their delivery status
export const GET = implement(listWatches, async ({ caller, services }) => ({ status: 200, body: await listWatchesOfKey(await services.watch(), keyOf(caller)) }));

// DELETE /api/watch?id= - stop a watch
export const DELETE = implement(deleteWatch, async ({ query, caller, services }) => {
  await removeWatch(await services.watch(), keyOf(caller), query.id);
  return { status: 200, body: { status: "Watch deleted" as const, id: query.id } };
});
