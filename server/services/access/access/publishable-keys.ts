// Publishable keys (issue 20 item 5): what the badge widget's data-api-key
// takes. Anything in public HTML is public, so such a key can do one thing:
// the badge's scan (GET /api/scan-cabal), from the origins its owner listed,
// spending the parent (secret) key's credit through the same reservation as
// the parent's own scans (authorize-scans.ts, one metered path). Its owner
// makes, lists and revokes them with the secret key (X-API-Key).
//
// The Origin check stops other sites from embedding the key in a browser
// (a browser always sends the page's Origin on the widget's cross-origin
// fetch and scripts cannot forge it); it cannot stop a script outside a browser
// that forges Origin. What bounds that: the key is scan-only, every visitor is
// rate limited per IP like an anonymous caller, repeats of a mint within the
// cache TTL are charged once for the whole key (fair metering), and the owner
// revokes the key in one call.
import { randomUUID } from "node:crypto";
import { MAX_PUBLISHABLE_KEYS, normalizeOrigin, type PublishableKey } from "@/server/contracts/publishable-keys";
import { findApiKeyById, type ApiKeyRecord } from "@/server/platform/db/api-keys";
import {
  countLivePublishableKeys,
  createPublishableKey,
  findPublishableKeyByShortToken,
  listPublishableKeys,
  revokePublishableKey,
  type PublishableKeyRecord,
} from "@/server/platform/db/publishable-keys";
import { ApiError } from "@/server/http/api-error";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { issuePublishableKey, parsePublishableKey, secretMatches } from "@/server/services/access/access/secrets";

export interface ProvenPublishableKey {
  /** the key whose credit it spends (live) */
  parent: ApiKeyRecord;
  key: PublishableKeyRecord;
  /** the request's Origin, one of the key's */
  origin: string;
}

export function toPublishableKey(key: PublishableKeyRecord): PublishableKey {
  return { key_id: key.shortToken, origins: key.origins, created_at: key.createdAt.toISOString(), revoked_at: key.revokedAt?.toISOString() ?? null };
}

/** `origins`: checked by the contract; normalised and de-duplicated here. 403 past MAX_PUBLISHABLE_KEYS live keys. */
export async function createPublishableKeyFor(ctx: AccessContext, parent: ApiKeyRecord, origins: readonly string[]): Promise<{ plaintext: string; key: PublishableKeyRecord }> {
  const normalised = [...new Set(origins.map((value) => originOrThrow(value)))];
  const { prisma } = await ctx.database();
  // a cap, not a quota: a count then an insert may let two racing requests pass it by one, which is harmless
  if ((await countLivePublishableKeys(prisma, parent.id)) >= MAX_PUBLISHABLE_KEYS) {
    throw new ApiError("forbidden", `A key may have at most ${MAX_PUBLISHABLE_KEYS} live publishable keys; revoke one first.`, {
      details: { reason: "publishable_key_limit", limit: MAX_PUBLISHABLE_KEYS },
    });
  }
  const issued = issuePublishableKey();
  const key = await createPublishableKey(prisma, {
    id: randomUUID(),
    apiKeyId: parent.id,
    shortToken: issued.shortToken,
    secretHash: issued.secretHash,
    origins: normalised,
    createdAt: ctx.now(),
  });
  return { plaintext: issued.plaintext, key };
}

export async function listPublishableKeysOf(ctx: AccessContext, parent: ApiKeyRecord): Promise<PublishableKeyRecord[]> {
  return listPublishableKeys((await ctx.database()).prisma, parent.id);
}

/** 404 when the parent has no live publishable key with that key_id (another owner's included). */
export async function revokePublishableKeyOf(ctx: AccessContext, parent: ApiKeyRecord, keyId: string): Promise<PublishableKeyRecord> {
  const revoked = await revokePublishableKey((await ctx.database()).prisma, parent.id, keyId, ctx.now());
  if (!revoked) throw new ApiError("not_found", "This key has no live publishable key with that key_id.");
  return revoked;
}

/** The publishable key behind an X-API-Key value and the request's Origin: 401 for an unknown or revoked key
 * (or a revoked parent; failed attempts counted like secret keys'), 403 origin_not_allowed for a missing or
 * unlisted Origin. */
export async function resolvePublishableKey(ctx: AccessContext, presented: string, origin: string | null, clientSubject: string): Promise<ProvenPublishableKey> {
  const parts = parsePublishableKey(presented);
  const { prisma } = await ctx.database();
  const key = parts ? await findPublishableKeyByShortToken(prisma, parts.shortToken) : null;
  const parent = key && parts && secretMatches(parts.secret, key.secretHash) && !key.revokedAt ? await findApiKeyById(prisma, key.apiKeyId) : null;
  if (!key || !parent || parent.revokedAt) {
    const attempts = await ctx.badKeyLimiter.take(clientSubject, 1);
    if (!attempts.ok) {
      throw new ApiError("rate_limited", "Too many failed API key attempts; slow down.", { headers: { "Retry-After": String(attempts.retryAfterSeconds) } });
    }
    throw new ApiError("unauthorized", "Unknown or revoked publishable key.");
  }
  const requestOrigin = origin === null ? null : normalizeOrigin(origin);
  if (!requestOrigin?.ok || !key.origins.includes(requestOrigin.origin)) {
    throw new ApiError("origin_not_allowed", "This publishable key is not allowed from this page's origin: its owner lists the allowed origins (POST /api/keys/publishable).", {
      details: { origin: origin ?? null },
    });
  }
  return { parent, key, origin: requestOrigin.origin };
}

function originOrThrow(value: string): string {
  const check = normalizeOrigin(value);
  if (!check.ok) throw new ApiError("bad_request", `origin ${JSON.stringify(value)} ${check.reason}`);
  return check.origin;
}
