import { createWatchRequestSchema, deleteWatchQuerySchema } from "@/server/contracts/watch";
import { parseOrThrow, readJsonBody, withRoute } from "@/server/http/with-route";
import { requireApiKey } from "@/server/services/watch/request-key";
import { getWatchContext } from "@/server/services/watch/watch-context";
import { listWatchesOfKey, registerWatch, removeWatch } from "@/server/services/watch/watch-service";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

// POST /api/watch - watch a mint for coordinated dumps and liquidity drains (body: { mint, webhook_url | email, events? }); the secret is shown once
export const POST = withRoute(async (request: Request) => {
  const key = await requireApiKey(request);
  const body = parseOrThrow(createWatchRequestSchema, await readJsonBody(request, 8 * 1024));
  return Response.json(await registerWatch(await getWatchContext(), key, body), { headers: NO_STORE });
});

// GET /api/watch - this key's watches with their delivery status
export const GET = withRoute(async (request: Request) => {
  const key = await requireApiKey(request);
  return Response.json(await listWatchesOfKey(await getWatchContext(), key), { headers: NO_STORE });
});

// DELETE /api/watch?id= - stop a watch
export const DELETE = withRoute(async (request: Request) => {
  const key = await requireApiKey(request);
  const { id } = parseOrThrow(deleteWatchQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  await removeWatch(await getWatchContext(), key, id);
  return Response.json({ status: "Watch deleted", id }, { headers: NO_STORE });
});
