import { keyIdPathSchema } from "@/server/contracts/endpoints/access";
import { parseOrThrow, withRoute } from "@/server/http/with-route";
import { getAccessContext } from "@/server/services/access/access-context";
import { requireAdmin, revokeKeyAsAdmin } from "@/server/services/access/admin-keys";

export const dynamic = "force-dynamic";

interface Context {
  params: Promise<{ id: string }>;
}

// DELETE /api/admin/keys/{id} - an operator revokes a key by row id or key_id (Authorization: Bearer ADMIN_TOKEN)
export const DELETE = (request: Request, context: Context) => handle(request, context);

const handle = withRoute<Context>(async (request, context) => {
  const ctx = await getAccessContext();
  requireAdmin(request, ctx.adminToken);
  // the contract's id: at most 100 characters, no control characters (a NUL reached PostgreSQL: a 500)
  const raw = (await context.params).id;
  const { id } = parseOrThrow(keyIdPathSchema, { id: decodeOrRaw(raw) });
  const { prisma } = await ctx.database();
  const key = await revokeKeyAsAdmin(prisma, id, ctx.now());
  return Response.json({ key_id: key.shortToken, revoked: true, revoked_at: key.revokedAt!.toISOString() });
});

/** A malformed escape (%E0) stays as written: the id lookup then finds nothing (404), never a URIError 500. */
function decodeOrRaw(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
