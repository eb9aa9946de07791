import { withRoute } from "@/server/http/with-route";
import { getAccessContext } from "@/server/services/access/access-context";
import { revokeOwnKey } from "@/server/services/access/own-key";

export const dynamic = "force-dynamic";

// DELETE /api/keys - revoke the X-API-Key's own key for good
export const DELETE = (request: Request) => handle(request, undefined);

const handle = withRoute(async (request) => {
  const revoked = await revokeOwnKey(await getAccessContext(), request);
  return Response.json(
    { key_id: revoked.keyId, revoked: true, revoked_at: revoked.revokedAt.toISOString() },
  );
});
