// The per-/48 IPv6 ceiling is one ceiling for every instance (issue 28 item
// 3): two instances (their own module copies, access contexts and connection
// pools) on one throwaway PostgreSQL database admit PER_48_SEPARATE_64S /64s
// of a /48 between them, not that many each; past it every further /64 of the
// /48, on either instance, shares the /48's subject; concurrent first sightings
// do not overshoot; a new UTC month starts over.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { IN_MEMORY, createDatabase, type Database } from "@/server/platform/db/client";
import { parseEnv } from "@/server/platform/config/env";
import { createThrowawayDatabase, type ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";
import { PER_48_SEPARATE_64S } from "@/server/services/access/access/client-ip";

let throwaway: ThrowawayDatabase;
const pools: Database[] = [];

beforeAll(async () => {
  throwaway = await createThrowawayDatabase();
  for (let i = 0; i < 2; i++) pools.push(await createDatabase({ databaseUrl: throwaway.url, dataDir: IN_MEMORY }));
});

afterAll(async () => {
  await Promise.all(pools.map((db) => db.close()));
  await throwaway?.drop();
});

/** One instance: fresh copies of the access modules (as in another process) on its own pool. */
async function startInstance(db: Database) {
  vi.resetModules();
  const { createAccessContext } = await import("@/server/services/access/access/access-context");
  const { resolveClientSubject } = await import("@/server/services/access/access/client-ip");
  const ctx = createAccessContext(parseEnv({ TRUSTED_IP_HEADER: "x-real-ip" }), { database: async () => db, urls: { rpcUrl: "http://127.0.0.1:1" } });
  // Promise.resolve: the subject is looked up in the database (it was a synchronous in-memory answer)
  return async (ip: string) => (await Promise.resolve(resolveClientSubject(new Headers({ "x-real-ip": ip }), ctx.ipPolicy))).subject;
}

const p48 = (n: number) => `ip6:2001:0db8:${n.toString(16).padStart(4, "0")}::/48`;

describe("the per-/48 ceiling across instances", () => {
  it(`admits ${PER_48_SEPARATE_64S} /64s of a /48 between two instances, then both count further /64s as the /48`, async () => {
    const [a, b] = [await startInstance(pools[0]), await startInstance(pools[1])];
    const subjects: string[] = [];
    for (let i = 0; i < 10; i++) subjects.push(await a(`2001:db8:1:${i.toString(16)}::1`));
    for (let i = 10; i < PER_48_SEPARATE_64S + 4; i++) subjects.push(await b(`2001:db8:1:${i.toString(16)}::1`));
    expect(new Set(subjects.slice(0, PER_48_SEPARATE_64S)).size).toBe(PER_48_SEPARATE_64S);
    expect(subjects.slice(PER_48_SEPARATE_64S)).toEqual(Array(4).fill(p48(1)));
    expect(await a("2001:db8:1:ff::1")).toBe(p48(1));
    // a /64 admitted on one instance keeps its own subject on the other
    expect(await b("2001:db8:1:0::7")).toBe("ip6:2001:0db8:0001:0000::/64");
    expect(await a("2001:db8:1:c::7")).toBe("ip6:2001:0db8:0001:000c::/64");
  });

  it("does not overshoot when both instances see many new /64s at once", async () => {
    const [a, b] = [await startInstance(pools[0]), await startInstance(pools[1])];
    const ips = Array.from({ length: 40 }, (_, i) => `2001:db8:2:${(i + 1).toString(16)}::1`);
    const subjects = await Promise.all(ips.map((ip, i) => (i % 2 === 0 ? a : b)(ip)));
    expect(subjects.filter((s) => s.endsWith("/64"))).toHaveLength(PER_48_SEPARATE_64S);
    expect(subjects.filter((s) => s === p48(2))).toHaveLength(40 - PER_48_SEPARATE_64S);
  });

  it("starts over each UTC month", async () => {
    const { createStoredPrefixCeiling } = await import("@/server/services/access/access/stored-prefix-ceiling");
    let now = Date.parse("2026-03-31T23:59:00Z");
    const ceiling = createStoredPrefixCeiling(async () => pools[0], { separatePerPrefix: 1, nowMs: () => now });
    expect(await ceiling.admit("ip6:month::/48", "ip6:month:a::/64")).toBe(true);
    expect(await ceiling.admit("ip6:month::/48", "ip6:month:b::/64")).toBe(false);
    now = Date.parse("2026-04-01T00:00:00Z");
    expect(await ceiling.admit("ip6:month::/48", "ip6:month:b::/64")).toBe(true);
  });
});
