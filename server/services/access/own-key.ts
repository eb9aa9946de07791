// A key's holder manages it with the key itself (X-API-Key): rotate gives the
// same key row a new secret (balance, plan and month's usage stay; the old key
// stops working at once), revoke ends it for good. A revoked key is never
// revived: not by a buy-key reissue, not by re-confirming a free key's e-mail
// (the conditional UPDATEs in server/db/api-keys.ts refuse revoked rows).
import { revokeApiKey, rotateApiKeySecret, type ApiKeyRecord } from "@/server/db/api-keys";
import { ApiError } from "@/server/http/api-error";
import type { AccessContext } from "./access-context";
import { rejectKeyInQuery } from "./authorize-scans";
import { resolveClientSubject } from "./client-ip";
import { resolveApiKey } from "./key-access";
import { issueApiKey } from "./secrets";

async function presentedKey(ctx: AccessContext, request: Request): Promise<ApiKeyRecord> {
  rejectKeyInQuery(request.url);
  const presented = request.headers.get("x-api-key");
  if (!presented) throw new ApiError("unauthorized", "Send the key in the X-API-Key header.");
  return resolveApiKey(ctx, presented, resolveClientSubject(request.headers, ctx.ipPolicy).subject);
}

export async function rotateOwnKey(ctx: AccessContext, request: Request): Promise<{ apiKey: string; key: ApiKeyRecord }> {
  const current = await presentedKey(ctx, request);
  const issued = issueApiKey();
  const { prisma } = await ctx.database();
  // expectedSecretHash: two rotations racing with the same old key give one new key, not two.
  const key = await rotateApiKeySecret(prisma, current.id, { shortToken: issued.shortToken, secretHash: issued.secretHash, expectedSecretHash: current.secretHash });
  if (!key) throw new ApiError("unauthorized", "Unknown or revoked API key.");
  return { apiKey: issued.plaintext, key };
}

export async function revokeOwnKey(ctx: AccessContext, request: Request): Promise<{ keyId: string; revokedAt: Date }> {
  const key = await presentedKey(ctx, request);
  const now = ctx.now();
  const { prisma } = await ctx.database();
  if (!(await revokeApiKey(prisma, key.id, now))) throw new ApiError("unauthorized", "Unknown or revoked API key.");
  return { keyId: key.shortToken, revokedAt: now };
}
