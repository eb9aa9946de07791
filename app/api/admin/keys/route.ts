import { adminKeyRequestSchema } from "@/server/contracts/keys";
import { parseOrThrow, readJsonBody, withRoute } from "@/server/http/with-route";
import { getAccessContext } from "@/server/services/access/access-context";
import { issueAdminKey, requireAdmin } from "@/server/services/access/admin-keys";
import { describeKey } from "@/server/services/access/key-balance";

export const dynamic = "force-dynamic";

// POST /api/admin/keys - an operator issues a key, shown once (Authorization: Bearer ADMIN_TOKEN; 404 when unset)
export const POST = (request: Request) => handle(request, undefined);

const handle = withRoute(async (request) => {
  const ctx = await getAccessContext();
  requireAdmin(request, ctx.adminToken);
  const body = parseOrThrow(adminKeyRequestSchema, await readJsonBody(request, 4 * 1024));
  const { prisma } = await ctx.database();
  const issued = await issueAdminKey(prisma, {
    plan: body.plan,
    days: body.plan === "unlimited" ? (body.days ?? ctx.plans.unlimitedDays) : body.days,
    creditUsdc: body.credit_usdc,
    note: body.note,
    now: ctx.now(),
  });
  const balance = await describeKey(ctx, issued.key);
  return Response.json(
    { ...balance, id: issued.key.id, api_key: issued.apiKey, note: body.note ?? null },
    { status: 201 },
  );
});
