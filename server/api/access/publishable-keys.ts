// POST/GET /api/keys/publishable and DELETE /api/keys/publishable/{id}: a secret key's owner manages the
// publishable keys the badge widget carries (issue 20 item 5).
import { createPublishableKey, listPublishableKeys, revokePublishableKey } from "@/server/contracts/endpoints/access";
import { MAX_PUBLISHABLE_KEYS } from "@/server/contracts/publishable-keys";
import { getAccessContext } from "@/server/services/billing/access/access-context";
import { createPublishableKeyFor, listPublishableKeysOf, revokePublishableKeyOf, toPublishableKey } from "@/server/services/billing/access/publishable-keys";
import { keyOf } from "@/server/services/billing/access/resolve-caller";
import { implement } from "@/server/api/implement";

// POST /api/keys/publishable - a publishable key for the listed origins, shown once
export const create = implement(createPublishableKey, async ({ caller, body }) => {
  const made = await createPublishableKeyFor(await getAccessContext(), keyOf(caller), body.origins);
  return { status: 201, body: { ...toPublishableKey(made.key), publishable_key: made.plaintext } };
});

// GET /api/keys/publishable - the X-API-Key's publishable keys, newest first
export const list = implement(listPublishableKeys, async ({ caller }) => {
  const keys = await listPublishableKeysOf(await getAccessContext(), keyOf(caller));
  return { status: 200, body: { publishable_keys: keys.map(toPublishableKey), limit: MAX_PUBLISHABLE_KEYS } };
});

// DELETE /api/keys/publishable/{id} - revoke one of them for good
export const revoke = implement(revokePublishableKey, async ({ caller, params }) => {
  const revoked = await revokePublishableKeyOf(await getAccessContext(), keyOf(caller), params.id);
  return { status: 200, body: { key_id: revoked.shortToken, revoked: true as const, revoked_at: (revoked.revokedAt ?? new Date()).toISOString() } };
});
