// A key's holder manages it with the key itself (X-API-Key): rotate gives the
// same key row a new secret (balance, plan and month's usage stay; the old key
// stops working at once, and every ownership proof made before it is disowned), revoke ends it for good. A revoked key is never
// revived: not by a buy-key reissue, not by re-confirming a free key's e-mail
// (the conditional UPDATEs in server/platform/db/api-keys.ts refuse revoked rows).
import { revokeApiKey, rotateApiKeySecret, type ApiKeyRecord } from "@/server/platform/db/api-keys";
import { ApiError } from "@/server/http/api-error";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { issueApiKey } from "@/server/services/access/access/secrets";

/** `current`: the caller's proven key (resolve-caller.ts). */
export async function rotateOwnKey(ctx: AccessContext, current: ApiKeyRecord): Promise<{ apiKey: string; key: ApiKeyRecord }> {
  const issued = issueApiKey();
  const { prisma } = await ctx.database();
  // expectedSecretHash: two rotations racing with the same old key give one new key, not two.
  const key = await rotateApiKeySecret(prisma, current.id, { shortToken: issued.shortToken, secretHash: issued.secretHash, now: ctx.now(), expectedSecretHash: current.secretHash });
  if (!key) throw new ApiError("unauthorized", "Unknown or revoked API key.");
  ctx.keyCache.forget(current.id);
  return { apiKey: issued.plaintext, key };
}

export async function revokeOwnKey(ctx: AccessContext, key: ApiKeyRecord): Promise<{ keyId: string; revokedAt: Date }> {
  const now = ctx.now();
  const { prisma } = await ctx.database();
  if (!(await revokeApiKey(prisma, key.id, now))) throw new ApiError("unauthorized", "Unknown or revoked API key.");
  ctx.keyCache.forget(key.id);
  return { keyId: key.shortToken, revokedAt: now };
}
