// Scans on an API key (X-API-Key only). Resolving a key: shape check, lookup by
// its public short token, constant-time comparison of the secret's sha256.
// Reserving scans on it, by plan, each in one atomic statement:
//   free      -> the key's monthly counter, FREE_KEY_MONTHLY_QUOTA
//   payg      -> credit_micros -= count * price, never below zero
//   unlimited -> period_end in the future, then the monthly fair-use counter
// A batch reserves all its scans at once or none (402 / 429 with nothing taken).
import { deductCredit, findApiKeyByShortToken, refundCredit, type ApiKeyRecord } from "@/server/platform/db/api-keys";
import { releaseUsage, reserveUsage } from "@/server/platform/db/usage-counters";
import { ApiError } from "@/server/http/api-error";
import type { AccessContext } from "@/server/services/billing/access/access-context";
import { monthPeriod, secondsUntilNextMonth } from "@/server/services/billing/access/periods";
import type { Grant, Remaining } from "@/server/services/billing/access/scan-access";
import { looksPublishable, parseApiKey, secretMatches } from "@/server/services/billing/access/secrets";

/** The key behind an X-API-Key value, or 401 (429 once a client has failed too often this minute). */
// A proof is kept for KEY_RECHECK_MS (key-cache.ts): the bound on how late a revocation or rotation
// made on another instance takes effect here.
export async function resolveApiKey(ctx: AccessContext, presented: string, clientSubject: string): Promise<ApiKeyRecord> {
  // a publishable key is never a secret key: only the badge's scan takes one (caller.ts)
  if (looksPublishable(presented)) throw publishableKeyRefused();
  const key = await proveApiKey(ctx, presented);
  if (key) return key;
  const attempts = await ctx.badKeyLimiter.take(clientSubject, 1);
  if (!attempts.ok) {
    throw new ApiError("rate_limited", "Too many failed API key attempts; slow down.", { headers: { "Retry-After": String(attempts.retryAfterSeconds) } });
  }
  throw new ApiError("unauthorized", "Unknown or revoked API key.");
}

/** The live key an X-API-Key value proves, or null: kept for KEY_RECHECK_MS, looked up once at a time. */
export function proveApiKey(ctx: AccessContext, presented: string): Promise<ApiKeyRecord | null> {
  return ctx.keyCache.prove(presented, async () => {
    const parts = parseApiKey(presented.trim());
    if (!parts) return null;
    const key = await findApiKeyByShortToken((await ctx.database()).prisma, parts.shortToken);
    return key && secretMatches(parts.secret, key.secretHash) && !key.revokedAt ? key : null;
  });
}

/** 403 for a publishable key (pk_live_) anywhere but the badge's scan. */
export function publishableKeyRefused(): ApiError {
  return new ApiError("publishable_key_not_allowed", "A publishable key (pk_live_) only works for the badge's scan, GET /api/scan-cabal; send a secret key (ch_live_) here.");
}

/** The usage counter a key's monthly scans go to (payg keys have none: they spend credit). */
export function keyUsageSubject(key: Pick<ApiKeyRecord, "id" | "plan">): string {
  return key.plan === "unlimited" ? `fair-use:${key.id}` : `key:${key.id}`;
}

export type KeyReservation =
  | { ok: true; grant: Grant }
  | { ok: false; code: "payment_required" | "plan_expired"; remaining: Remaining; message: string };

/** Several scans at once (a batch), all or none; one mint's scan is metered in metered-scan.ts. */
// The key's per-minute limit is not taken here: caller.ts takes it for every keyed request
// before any work, free repeats included.
export async function reserveKeyScans(ctx: AccessContext, key: ApiKeyRecord, count: number): Promise<KeyReservation> {
  if (key.plan === "payg") return reservePayg(ctx, key, count);
  if (key.plan === "unlimited") return reserveUnlimited(ctx, key, count);
  return reserveMonthly(ctx, key, count);
}

async function reserveMonthly(ctx: AccessContext, key: ApiKeyRecord, count: number): Promise<KeyReservation> {
  const { prisma } = await ctx.database();
  const limit = ctx.plans.freeKeyMonthlyQuota;
  const counter = { subject: keyUsageSubject(key), period: monthPeriod(ctx.now()) };
  const total = await reserveUsage(prisma, { ...counter, count, limit });
  if (total === null) {
    return { ok: false, code: "payment_required", remaining: { free: 0, credits: 0, keyPlan: "free" }, message: `This free key has used its ${limit} scans this month.` };
  }
  const refund = async (n: number) => {
    const left = limit - ((await releaseUsage(prisma, { ...counter, count: n })) ?? 0);
    return { free: left, credits: left, keyPlan: "free" as const };
  };
  return { ok: true, grant: { kind: "free_key", includeLaunches: false, remaining: { free: limit - total, credits: limit - total, keyPlan: "free" }, refund } };
}

async function reservePayg(ctx: AccessContext, key: ApiKeyRecord, count: number): Promise<KeyReservation> {
  const { prisma } = await ctx.database();
  const price = ctx.plans.perScanMicros;
  const balance = await deductCredit(prisma, key.id, price * BigInt(count));
  const scansLeft = (micros: bigint) => Number(micros / price);
  const paygRemaining = (micros: bigint) => ({ credits: scansLeft(micros), creditMicros: micros, keyPlan: "payg" as const });
  if (balance === null) {
    const current = (await findApiKeyByShortToken(prisma, key.shortToken))?.creditMicros ?? 0n;
    return { ok: false, code: "payment_required", remaining: paygRemaining(current), message: `This key's credit does not cover ${count} scan(s).` };
  }
  const refund = async (n: number) => paygRemaining((await refundCredit(prisma, key.id, price * BigInt(n))) ?? 0n);
  return { ok: true, grant: { kind: "payg_key", includeLaunches: true, remaining: paygRemaining(balance), refund } };
}

async function reserveUnlimited(ctx: AccessContext, key: ApiKeyRecord, count: number): Promise<KeyReservation> {
  const now = ctx.now();
  if (!key.periodEnd || key.periodEnd <= now) {
    return { ok: false, code: "plan_expired", remaining: { credits: 0, keyPlan: "unlimited" }, message: `This key's unlimited plan ended on ${key.periodEnd?.toISOString() ?? "an unknown date"}.` };
  }
  const { prisma } = await ctx.database();
  const limit = ctx.plans.unlimitedMonthlyFairUse;
  const counter = { subject: keyUsageSubject(key), period: monthPeriod(now) };
  const total = await reserveUsage(prisma, { ...counter, count, limit });
  if (total === null) {
    // Fair use, not payment: the plan is paid; it resumes with the next month.
    throw new ApiError("rate_limited", `The unlimited plan's fair use of ${limit} scans this month is used up.`, {
      headers: { "Retry-After": String(secondsUntilNextMonth(now)), "X-Key-Credits-Remaining": "0", "X-Key-Plan": "unlimited" },
    });
  }
  const refund = async (n: number) => ({ credits: limit - ((await releaseUsage(prisma, { ...counter, count: n })) ?? 0), keyPlan: "unlimited" as const });
  return { ok: true, grant: { kind: "unlimited_key", includeLaunches: true, remaining: { credits: limit - total, keyPlan: "unlimited" }, refund } };
}
