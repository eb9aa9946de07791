// The kept key proof: requests that find no proof share one lookup; a
// refusal is never kept; a lookup overtaken by a revocation (forget) is
// answered but not kept, so the next request looks the key up again.
import { describe, expect, it } from "vitest";
import type { ApiKeyRecord } from "@/server/platform/db/api-keys";
import { createKeyCache } from "@/server/services/access/access/key-cache";

const KEY = { id: "key-1" } as ApiKeyRecord;

describe("key cache", () => {
  it("64 requests at the moment a proof expires make one lookup", async () => {
    let now = 0;
    const cache = createKeyCache(1_000, () => now);
    let lookups = 0;
    let open!: (key: ApiKeyRecord | null) => void;
    const gate = new Promise<ApiKeyRecord | null>((r) => (open = r));
    const lookup = () => ((lookups += 1), gate);
    const proofs = Promise.all(Array.from({ length: 64 }, () => cache.prove("ch_live_x", lookup)));
    open(KEY);
    expect(new Set(await proofs)).toEqual(new Set([KEY]));
    expect(lookups).toBe(1);
    now = 999;
    expect(await cache.prove("ch_live_x", async () => null)).toBe(KEY);
    now = 1_000;
    expect(await cache.prove("ch_live_x", async () => null)).toBeNull();
  });

  it("a refusal is not kept", async () => {
    const cache = createKeyCache(1_000, () => 0);
    expect(await cache.prove("ch_live_y", async () => null)).toBeNull();
    expect(await cache.prove("ch_live_y", async () => KEY)).toBe(KEY);
  });

  it("a lookup that a revocation overtook is answered, not kept", async () => {
    const cache = createKeyCache(1_000, () => 0);
    let open!: (key: ApiKeyRecord | null) => void;
    const pending = cache.prove("ch_live_z", () => new Promise((r) => (open = r)));
    cache.forget(KEY.id);
    open(KEY);
    expect(await pending).toBe(KEY);
    let lookups = 0;
    expect(await cache.prove("ch_live_z", async () => ((lookups += 1), null))).toBeNull();
    expect(lookups).toBe(1);
  });
});

describe("key cache forget", () => {
  it("forgets the values that proved the revoked key, and only those", async () => {
    const other = { id: "key-2" } as ApiKeyRecord;
    const cache = createKeyCache(1_000, () => 0);
    await cache.prove("ch_live_a", async () => KEY);
    await cache.prove("ch_live_b", async () => other);
    cache.forget(KEY.id);
    expect(await cache.prove("ch_live_a", async () => null)).toBeNull();
    expect(await cache.prove("ch_live_b", async () => null)).toBe(other);
  });
});
