// Proven API keys kept for KEY_RECHECK_MS (default 1 s): a warm keyed scan
// needs no lookup, and a revoked or rotated key still stops within that bound
// on every instance (at once on the instance that revoked or rotated it, which
// forgets the key). Only a proof is kept, never a refusal; the clock is the
// process's monotonic one, so a test's frozen clock cannot keep a key alive.
// When a proof expires under load, the requests of that moment share one
// lookup (prove) rather than each waiting for its own (the warm p99).
import type { ApiKeyRecord } from "@/server/platform/db/api-keys";

export interface KeyCache {
  /** the key proven for this X-API-Key value less than the recheck time ago */
  get(presented: string): ApiKeyRecord | undefined;
  set(presented: string, key: ApiKeyRecord): void;
  /** the kept proof, else `lookup`'s answer, one lookup per value at a time (a proof found is kept) */
  prove(presented: string, lookup: () => Promise<ApiKeyRecord | null>): Promise<ApiKeyRecord | null>;
  /** forget every value that proved this key (its revocation or rotation) */
  forget(keyId: string): void;
}

const MAX_KEYS = 10_000;

export function createKeyCache(recheckMs: number, nowMs: () => number = () => performance.now()): KeyCache {
  const entries = new Map<string, { key: ApiKeyRecord; at: number }>();
  const lookups = new Map<string, Promise<ApiKeyRecord | null>>();
  // bumped by every forget: a lookup that started before a revocation is answered, never kept
  let generation = 0;
  const cache: KeyCache = {
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
    prove(presented, lookup) {
      const kept = cache.get(presented);
      if (kept) return Promise.resolve(kept);
      const running = lookups.get(presented);
      if (running) return running;
      const startedAt = generation;
      const work = lookup().then((key) => {
        if (key && startedAt === generation) cache.set(presented, key);
        return key;
      });
      lookups.set(presented, work);
      const done = () => {
        if (lookups.get(presented) === work) lookups.delete(presented);
      };
      work.then(done, done);
      return work;
    },
    forget(keyId) {
      generation += 1;
      for (const [presented, entry] of entries) if (entry.key.id === keyId) entries.delete(presented);
      lookups.clear();
    },
  };
  return cache;
}
