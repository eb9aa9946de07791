import { withRoute } from "@/server/http/with-route";
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
  const { id } = await context.params;
  const { prisma } = await ctx.database();
  const key = await revokeKeyAsAdmin(prisma, decodeURIComponent(id).slice(0, 100), ctx.now());
  return Response.json({ key_id: key.shortToken, revoked: true, revoked_at: key.revokedAt!.toISOString() });
});
