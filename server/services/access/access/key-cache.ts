// Proven API keys kept for KEY_RECHECK_MS (default 1 s): a warm keyed scan
// needs no lookup, and a revoked or rotated key still stops within that bound
// on every instance (at once on the instance that revoked or rotated it, which
// forgets the key). Only a proof is kept, never a refusal; the clock is the
// process's monotonic one, so a test's frozen clock cannot keep a key alive.
// When a proof expires under load, the requests of that moment share one
// lookup (server/platform/kept-reads.ts) rather than each waiting for its own
// (the warm p99).
import type { ApiKeyRecord } from "@/server/platform/db/api-keys";
import { createKeptReads } from "@/server/platform/kept-reads";

export interface KeyCache {
  /** the kept proof, else `lookup`'s answer, one lookup per value at a time (a proof found is kept) */
  prove(presented: string, lookup: () => Promise<ApiKeyRecord | null>): Promise<ApiKeyRecord | null>;
  /** forget every value that proved this key, and every lookup under way (its revocation or rotation) */
  forget(keyId: string): void;
}

const MAX_KEYS = 10_000;

export function createKeyCache(recheckMs: number, nowMs: () => number = () => performance.now()): KeyCache {
  const proofs = createKeptReads<string, ApiKeyRecord | null>({ freshMs: recheckMs, max: MAX_KEYS, nowMs, keeps: (key) => key !== null });
  return {
    prove: (presented, lookup) => proofs.read(presented, lookup),
    forget: (keyId) => proofs.forgetIf((key) => key?.id === keyId),
  };
}
