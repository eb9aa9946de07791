// The per-minute limits live in the database: three app instances (three
// separate connection pools, as three processes would have) on one real
// PostgreSQL database give one caller exactly the limit of one instance
// (issue 18 item 9); the same statement runs on embedded PGlite.
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, IN_MEMORY, type Database } from "@/server/platform/db/client";
import { createMigratedDatabase, openTestDatabase, type ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";
import type { ApiError } from "@/server/http/api-error";
import { issueAdminKey } from "@/server/services/access/access/admin-keys";
import { resolveCaller } from "@/server/services/access/access/resolve-caller";
import { createRateLimiter, rateLimitHeaders } from "@/server/platform/rate-limiter";
import { authorizeScansWith, makeAccessContext, scanRequest, testClock } from "@/server/services/access/access/testing/access-harness";

const migrationsDir = fileURLToPath(new URL("../../prisma/migrations", import.meta.url));

describe("rate limits shared by three instances on one PostgreSQL database", () => {
  let throwaway: ThrowawayDatabase;
  const instances: Database[] = [];
  beforeAll(async () => {
    throwaway = await createMigratedDatabase();
    // one after the other: the first applies the migrations
    for (let i = 0; i < 3; i++) instances.push(await createDatabase({ databaseUrl: throwaway.url, dataDir: IN_MEMORY, migrationsDir, poolSize: 5 }));
  });
  afterAll(async () => {
    await Promise.all(instances.map((db) => db.close()));
    await throwaway?.drop();
  });

  it("30 parallel takes spread over three instances against a limit of 10: exactly 10 pass, the rest wait for the next minute", async () => {
    const nowMs = () => Date.parse("2026-11-25T12:00:20Z");
    const limiters = instances.map((db) => createRateLimiter(async () => db, { name: "t-race", limit: 10, nowMs }));
    const decisions = await Promise.all(Array.from({ length: 30 }, (_, i) => limiters[i % 3].take("caller", 1)));
    expect(decisions.filter((d) => d.ok)).toHaveLength(10);
    expect(decisions.filter((d) => !d.ok).every((d) => d.retryAfterSeconds === 40)).toBe(true);
  });

  it("one anonymous caller gets ANON_RATE_LIMIT_PER_MINUTE requests in all, whichever instance answers", async () => {
    const clock = testClock("2026-11-25T12:00:00Z");
    const contexts = instances.map((db) => makeAccessContext(db, { ANON_RATE_LIMIT_PER_MINUTE: "4" }, { now: clock.now }));
    const outcomes: Array<number | "ok"> = [];
    for (let i = 0; i < 9; i++) {
      outcomes.push(
        await resolveCaller(contexts[i % 3], scanRequest({ "x-real-ip": "203.0.113.50" }), "minute").then(
          () => "ok" as const,
          (error: ApiError) => error.status,
        ),
      );
    }
    expect(outcomes).toEqual(["ok", "ok", "ok", "ok", 429, 429, 429, 429, 429]);
    // the next minute starts over, on any instance
    clock.advance(60_000);
    await expect(resolveCaller(contexts[2], scanRequest({ "x-real-ip": "203.0.113.50" }), "minute")).resolves.toMatchObject({ kind: "anonymous" });
  });

  it("the warm scan path (minute units spent from blocks) holds the same limit across the three instances", async () => {
    const clock = testClock("2026-11-25T12:00:00Z");
    const contexts = instances.map((db) => makeAccessContext(db, { ANON_RATE_LIMIT_PER_MINUTE: "4", ANON_MONTHLY_QUOTA: "100" }, { now: clock.now }));
    const scan = (i: number) => authorizeScansWith(contexts[i % 3], scanRequest({ "x-real-ip": "203.0.113.60" }), 1, { repeat: { mint: `mint-${i}`, fresh: false } });
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => scan(i).then(() => "ok" as const, (error: ApiError) => error.status)));
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(4);
    expect(outcomes.filter((o) => o === 429)).toHaveLength(8);
    // the 8 refused took no monthly quota: 4 taken before, this one leaves 95 (once the instances gave back
    // the units they held in blocks: until then another instance's unspent units count as taken)
    await Promise.all(contexts.map((ctx) => ctx.blocks.close()));
    clock.advance(60_000);
    expect((await scan(99)).headers()["X-Free-Queries-Remaining"]).toBe("95");
  });

  it("the keyed warm path takes the key's minute from blocks shared through the database by the three instances", async () => {
    const { apiKey } = await issueAdminKey(instances[0].prisma, { plan: "unlimited" });
    const clock = testClock("2026-11-25T12:00:00Z");
    const contexts = instances.map((db) => makeAccessContext(db, { KEY_RATE_LIMIT_PER_MINUTE: "3", UNLIMITED_FAIR_USE_MONTHLY: "100" }, { now: clock.now }));
    const scan = (i: number) =>
      authorizeScansWith(contexts[i % 3], scanRequest({ "x-real-ip": "203.0.113.70", "x-api-key": apiKey }), 1, { repeat: { mint: "one-mint", fresh: false } });
    const outcomes: Array<number | "ok"> = [];
    for (let i = 0; i < 5; i++) outcomes.push(await scan(i).then(() => "ok" as const, (error: ApiError) => error.status));
    expect(outcomes).toEqual(["ok", "ok", "ok", 429, 429]);
  });
});

describe("the limiter's one statement", () => {
  for (const kind of ["postgres", "pglite"] as const) {
    it(`${kind}: counts per key and window, refuses past the limit with Retry-After, starts over in the next window`, async () => {
      const database = await openTestDatabase(kind);
      try {
        let now = Date.parse("2026-11-25T12:00:05Z");
        const limiter = createRateLimiter(async () => database.db, { name: "t", limit: 3, nowMs: () => now });
        expect(await limiter.take("a", 2)).toEqual({ ok: true, retryAfterSeconds: 0, limit: 3, remaining: 1, resetSeconds: 55 });
        expect((await limiter.take("a", 2)).ok).toBe(false);
        expect(await limiter.take("a", 1)).toEqual({ ok: true, retryAfterSeconds: 0, limit: 3, remaining: 0, resetSeconds: 55 });
        expect(await limiter.take("a", 1)).toEqual({ ok: false, retryAfterSeconds: 55, limit: 3, remaining: 0, resetSeconds: 55 });
        expect((await limiter.take("b", 3)).ok).toBe(true);
        expect((await limiter.take("c", 4)).ok).toBe(false);
        now += 60_000;
        expect((await limiter.take("a", 3)).ok).toBe(true);
        // another limiter's name never shares a row
        expect((await createRateLimiter(async () => database.db, { name: "u", limit: 1, nowMs: () => now }).take("a", 1)).ok).toBe(true);
        // limit 0 is off
        const off = createRateLimiter(async () => database.db, { name: "v", limit: 0, nowMs: () => now });
        for (let i = 0; i < 5; i++) expect((await off.take("a", 1)).ok).toBe(true);
        expect(rateLimitHeaders(await off.take("a", 1))).toEqual({});
        expect(rateLimitHeaders(await limiter.take("d", 1))).toEqual({ "RateLimit-Limit": "3", "RateLimit-Remaining": "2", "RateLimit-Reset": "55" });
      } finally {
        await database.close();
      }
    });
  }
});
