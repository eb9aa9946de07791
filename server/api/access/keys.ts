// POST /api/keys/rotate and DELETE /api/keys: a key's holder manages it with the key itself.
import { revokeKey, rotateKey } from "@/server/contracts/endpoints/access";
import { describeKey } from "@/server/services/access/access/key-balance";
import { revokeOwnKey, rotateOwnKey } from "@/server/services/access/access/own-key";
import { keyOf } from "@/server/services/access/access/resolve-caller";
import { implement } from "@/server/api/implement";

// POST /api/keys/rotate - a new secret for the X-API-Key's own key row, shown once; the old key stops working (no body)
export const rotate = implement(rotateKey, async ({ caller, services }) => {
  const ctx = await services.access();
  const rotated = await rotateOwnKey(ctx, keyOf(caller));
  const balance = await describeKey(ctx, rotated.key);
  return { status: 200, body: { ...balance, api_key: rotated.apiKey } };
});

// DELETE /api/keys - revoke the X-API-Key's own key for good
export const revoke = implement(revokeKey, async ({ caller, services }) => {
  const revoked = await revokeOwnKey(await services.access(), keyOf(caller));
  return { status: 200, body: { key_id: revoked.keyId, revoked: true as const, revoked_at: revoked.revokedAt.toISOString() } };
});
