// POST /api/admin/keys and DELETE /api/admin/keys/{id}: operators issue and revoke keys.
import { issueAdminKey as issueAdminKeyEndpoint, revokeAdminKey } from "@/server/contracts/endpoints/access";
import { issueAdminKey, revokeKeyAsAdmin } from "@/server/services/access/access/admin-keys";
import { describeKey } from "@/server/services/access/access/key-balance";
import { implement } from "@/server/api/implement";

// POST /api/admin/keys - an operator issues a key, shown once (Authorization: Bearer ADMIN_TOKEN; 404 when unset)
export const issue = implement(issueAdminKeyEndpoint, async ({ body, services }) => {
  const ctx = await services.access();
  const { prisma } = await ctx.database();
  const issued = await issueAdminKey(prisma, {
    plan: body.plan,
    days: body.plan === "unlimited" ? (body.days ?? ctx.plans.unlimitedDays) : body.days,
    creditUsdc: body.credit_usdc,
    note: body.note,
    now: ctx.now(),
  });
  const balance = await describeKey(ctx, issued.key);
  return { status: 201, body: { ...balance, id: issued.key.id, api_key: issued.apiKey, note: body.note ?? null } };
});

// DELETE /api/admin/keys/{id} - an operator revokes a key by row id or key_id (Authorization: Bearer ADMIN_TOKEN)
// the contract's id: at most 100 characters, no control characters (a NUL reached PostgreSQL: a 500)
export const revoke = implement(revokeAdminKey, async ({ params, services }) => {
  const ctx = await services.access();
  const { prisma } = await ctx.database();
  const key = await revokeKeyAsAdmin(prisma, params.id, ctx.now());
  ctx.keyCache.forget(key.id);
  return { status: 200, body: { key_id: key.shortToken, revoked: true as const, revoked_at: key.revokedAt!.toISOString() } };
});
