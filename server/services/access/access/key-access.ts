// Proving an API key (X-API-Key only): shape check, lookup by its public short
// token, constant-time comparison of the secret's sha256. What a key may spend
// is metered in metered-scan.ts (its plan: the monthly counter of a free key,
// the credit of a pay-as-you-go key, the fair-use counter of an unlimited one).
import { findApiKeyByShortToken, type ApiKeyRecord } from "@/server/platform/db/api-keys";
import { ApiError } from "@/server/http/api-error";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { looksPublishable, parseApiKey, secretMatches } from "@/server/services/access/access/secrets";

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
