import { withRoute } from "@/server/http/with-route";
import { getAccessContext } from "@/server/services/access/access-context";
import { describeKey } from "@/server/services/access/key-balance";
import { rotateOwnKey } from "@/server/services/access/own-key";

export const dynamic = "force-dynamic";

// POST /api/keys/rotate - a new secret for the X-API-Key's own key row, shown once; the old key stops working (no body)
export const POST = (request: Request) => handle(request, undefined);

const handle = withRoute(async (request) => {
  const ctx = await getAccessContext();
  const rotated = await rotateOwnKey(ctx, request);
  const balance = await describeKey(ctx, rotated.key);
  return Response.json({ ...balance, api_key: rotated.apiKey });
});
