// Trace leases on real PostgreSQL and on PGlite: one taker wins, a released or
// expired lease can be taken again, a release by a non-holder changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IN_MEMORY, createDatabase, type Database } from "@/server/platform/db/client";
import { createMigratedDatabase, type ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";
import { isTraceLeased, releaseTraceLease, takeTraceLease } from "@/server/platform/db/trace-leases";

let throwaway: ThrowawayDatabase;
const databases: Record<string, Database> = {};

beforeAll(async () => {
  throwaway = await createMigratedDatabase();
  databases.postgres = await createDatabase({ databaseUrl: throwaway.url, dataDir: IN_MEMORY });
  databases.pglite = await createDatabase({ dataDir: IN_MEMORY });
});

afterAll(async () => {
  await Promise.all(Object.values(databases).map((db) => db.close()));
  await throwaway?.drop();
});

describe.each(["postgres", "pglite"])("trace leases on %s", (kind) => {
  it("gives a lease to exactly one of many concurrent takers", async () => {
    const { prisma } = databases[kind];
    const takers = Array.from({ length: 20 }, (_, i) => takeTraceLease(prisma, { mint: "mint-a", holder: `h${i}`, seconds: 30 }));
    const won = (await Promise.all(takers)).filter(Boolean);
    expect(won).toHaveLength(1);
    expect(await isTraceLeased(prisma, "mint-a")).toBe(true);
  });

  it("a release by another holder changes nothing; the holder's release frees it", async () => {
    const { prisma } = databases[kind];
    expect(await takeTraceLease(prisma, { mint: "mint-b", holder: "one", seconds: 30 })).toBe(true);
    await releaseTraceLease(prisma, { mint: "mint-b", holder: "two" });
    expect(await takeTraceLease(prisma, { mint: "mint-b", holder: "two", seconds: 30 })).toBe(false);
    await releaseTraceLease(prisma, { mint: "mint-b", holder: "one" });
    expect(await isTraceLeased(prisma, "mint-b")).toBe(false);
    expect(await takeTraceLease(prisma, { mint: "mint-b", holder: "two", seconds: 30 })).toBe(true);
  });

  it("its holder renews a lease; nobody else can take it meanwhile", async () => {
    const { prisma } = databases[kind];
    expect(await takeTraceLease(prisma, { mint: "mint-d", holder: "one", seconds: 30 })).toBe(true);
    expect(await takeTraceLease(prisma, { mint: "mint-d", holder: "one", seconds: 30 })).toBe(true);
    expect(await takeTraceLease(prisma, { mint: "mint-d", holder: "two", seconds: 30 })).toBe(false);
  });

  it("an expired lease (its holder died) is taken over", async () => {
    const { prisma } = databases[kind];
    expect(await takeTraceLease(prisma, { mint: "mint-c", holder: "dead", seconds: 0.05 })).toBe(true);
    await new Promise((r) => setTimeout(r, 120));
    expect(await isTraceLeased(prisma, "mint-c")).toBe(false);
    expect(await takeTraceLease(prisma, { mint: "mint-c", holder: "alive", seconds: 30 })).toBe(true);
  });
});
