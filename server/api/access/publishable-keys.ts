// POST/GET /api/keys/publishable and DELETE /api/keys/publishable/{id}: a secret key's owner manages the
// publishable keys the badge widget carries (issue 20 item 5).
import { createPublishableKey, listPublishableKeys, revokePublishableKey } from "@/server/contracts/endpoints/access";
import { MAX_PUBLISHABLE_KEYS } from "@/server/contracts/publishable-keys";
import { createPublishableKeyFor, listPublishableKeysOf, revokePublishableKeyOf, toPublishableKey } from "@/server/services/access/access/publishable-keys";
import { keyOf } from "@/server/services/access/access/resolve-caller";
import { implement } from "@/server/api/implement";

// POST /api/keys/publishable - a publishable key for the listed origins, shown once
export const create = implement(createPublishableKey, async ({ caller, body, services }) => {
  const made = await createPublishableKeyFor(await services.access(), keyOf(caller), body.origins);
  return { status: 201, body: { ...toPublishableKey(made.key), publishable_key: made.plaintext } };
});

// GET /api/keys/publishable - the X-API-Key's publishable keys, newest first
export const list = implement(listPublishableKeys, async ({ caller, services }) => {
  const keys = await listPublishableKeysOf(await services.access(), keyOf(caller));
  return { status: 200, body: { publishable_keys: keys.map(toPublishableKey), limit: MAX_PUBLISHABLE_KEYS } };
});

// DELETE /api/keys/publishable/{id} - revoke one of them for good
export const revoke = implement(revokePublishableKey, async ({ caller, params, services }) => {
  const revoked = await revokePublishableKeyOf(await services.access(), keyOf(caller), params.id);
  return { status: 200, body: { key_id: revoked.shortToken, revoked: true as const, revoked_at: (revoked.revokedAt ?? new Date()).toISOString() } };
});
