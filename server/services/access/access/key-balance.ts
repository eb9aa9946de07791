// GET /api/key-balance and the body of POST /api/buy-key: what a key can do
// now. Never includes the key's hash or secret (OWASP API3).
import { formatUsdc } from "@/server/platform/config/plans";
import type { KeyBalance } from "@/server/contracts/access";
import { findApiKeyById, type ApiKeyRecord } from "@/server/platform/db/api-keys";
import { readUsage } from "@/server/platform/db/usage-counters";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { keyUsageSubject } from "@/server/services/access/access/key-access";
import { heldCredit, heldUsage } from "@/server/services/access/access/metered-scan";
import { monthPeriod } from "@/server/services/access/access/periods";

export async function describeKey(ctx: AccessContext, key: ApiKeyRecord): Promise<KeyBalance> {
  const now = ctx.now();
  const period = monthPeriod(now);
  const base = { key_id: key.shortToken, plan: key.plan, period, created_at: key.createdAt.toISOString() };
  const { prisma } = await ctx.database();
  if (key.plan === "payg") {
    // read now (the proven key may be up to KEY_RECHECK_MS old), plus what this instance holds in a block
    const micros = ((await findApiKeyById(prisma, key.id))?.creditMicros ?? key.creditMicros) + heldCredit(ctx, key.id);
    return { ...base, credit_usdc: formatUsdc(micros), scans_remaining: Number(micros / ctx.plans.perScanMicros) };
  }
  const subject = keyUsageSubject(key);
  const used = (await readUsage(prisma, subject, period)) - heldUsage(ctx, subject, period);
  if (key.plan === "unlimited") {
    const active = key.periodEnd !== null && key.periodEnd > now;
    return {
      ...base,
      scans_remaining: active ? Math.max(0, ctx.plans.unlimitedMonthlyFairUse - used) : 0,
      expires_at: key.periodEnd?.toISOString() ?? null,
    };
  }
  return { ...base, scans_remaining: Math.max(0, ctx.plans.freeKeyMonthlyQuota - used) };
}

/** X-Key-Credits-Remaining as the description says (issue 20): USDC, up to 6 decimals, for a credit
 * key; the fair-use (or free) scans left this month otherwise, X-Key-Plan saying which. */
export function keyBalanceHeaders(balance: KeyBalance): Record<string, string> {
  return { "X-Key-Credits-Remaining": balance.credit_usdc ?? String(balance.scans_remaining), "X-Key-Plan": balance.plan };
}
