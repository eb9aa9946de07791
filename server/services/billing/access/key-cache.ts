// Proven API keys kept for KEY_RECHECK_MS (default 1 s): a warm keyed scan
// needs no lookup, and a revoked or rotated key still stops within that bound
// on every instance (at once on the instance that revoked or rotated it, which
// forgets the key). Only a proof is kept, never a refusal; the clock is the
// process's monotonic one, so a test's frozen clock cannot keep a key alive.
import type { ApiKeyRecord } from "@/server/platform/db/api-keys";

export interface KeyCache {
  /** the key proven for this X-API-Key value less than the recheck time ago */
  get(presented: string): ApiKeyRecord | undefined;
  set(presented: string, key: ApiKeyRecord): void;
  /** forget every value that proved this key (its revocation or rotation) */
  forget(keyId: string): void;
}

const MAX_KEYS = 10_000;

export function createKeyCache(recheckMs: number, nowMs: () => number = () => performance.now()): KeyCache {
  const entries = new Map<string, { key: ApiKeyRecord; at: number }>();
  return {
    get(presented) {
      const entry = entries.get(presented);
      if (!entry) return undefined;
      if (nowMs() - entry.at < recheckMs) return entry.key;
      entries.delete(presented);
      return undefined;
    },
    set(presented, key) {
      if (recheckMs <= 0) return;
      entries.delete(presented);
      entries.set(presented, { key, at: nowMs() });
      if (entries.size > MAX_KEYS) entries.delete(entries.keys().next().value!);
    },
    forget(keyId) {
      for (const [presented, entry] of entries) if (entry.key.id === keyId) entries.delete(presented);
    },
  };
}
