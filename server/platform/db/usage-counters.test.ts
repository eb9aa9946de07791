// The atomic counter under real concurrency on PostgreSQL (a pool of 10
// connections), and the same statements on embedded PGlite.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, randomSuffix, type TestDatabase } from "@/server/platform/db/test-databases";
import { takeRateLimit } from "@/server/platform/db/rate-limits";
import { upsertScanReport } from "@/server/platform/db/scan-reports";
import { pruneUsage, readUsage, releaseUsage, reserveUsage, reserveUsageUnlessRepeat } from "@/server/platform/db/usage-counters";

describe("usage counters on PostgreSQL", () => {
  let database: TestDatabase;
  let db: TestDatabase["db"];
  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterAll(async () => database?.close());

  it("2L parallel reservations against a limit L: exactly L succeed and the count stops at L", async () => {
    const L = 15;
    const subject = `race-${randomSuffix()}`;
    const results = await Promise.all(Array.from({ length: 2 * L }, () => reserveUsage(db.prisma, { subject, period: "2026-03", count: 1, limit: L })));
    const granted = results.filter((r) => r !== null);
    expect(granted).toHaveLength(L);
    expect([...granted].sort((a, b) => a! - b!)).toEqual(Array.from({ length: L }, (_, i) => i + 1));
    expect(await readUsage(db.prisma, subject, "2026-03")).toBe(L);
  });

  it("one statement for the warm path: 2L parallel first scans against L take exactly L and remember exactly those charges", async () => {
    const L = 12;
    const subject = `anon:race-${randomSuffix()}`;
    const at = new Date();
    const since = new Date(at.getTime() - 300_000);
    const mints = Array.from({ length: 2 * L }, (_, i) => `mint-${randomSuffix()}-${i}`);
    const results = await Promise.all(
      mints.map((mint) => reserveUsageUnlessRepeat(db.prisma, { subject, period: "2026-03", count: 1, limit: L, charge: { chargeSubject: subject, mint, fresh: false, since, at } })),
    );
    expect(results.filter((r) => r.reserved !== null)).toHaveLength(L);
    expect(results.every((r) => !r.repeat)).toBe(true);
    expect(await readUsage(db.prisma, subject, "2026-03")).toBe(L);
    expect(await db.prisma.recentCharge.count({ where: { subject } })).toBe(L);
  });

  it("one statement for the warm path: a repeat with a fresh stored report takes nothing, fresh=1 and a stale report are charged", async () => {
    const subject = `anon:repeat-${randomSuffix()}`;
    const mint = `mint-${randomSuffix()}`;
    const at = new Date();
    const since = new Date(at.getTime() - 300_000);
    const input = (fresh: boolean) => ({ subject, period: "2026-03", count: 1, limit: 5, charge: { chargeSubject: subject, mint, fresh, since, at } });
    expect(await reserveUsageUnlessRepeat(db.prisma, input(false))).toEqual({ allowed: true, repeat: false, reserved: 1, current: 0 });
    // charged, but no stored report yet: not a free repeat
    expect(await reserveUsageUnlessRepeat(db.prisma, input(false))).toEqual({ allowed: true, repeat: false, reserved: 2, current: 1 });
    await upsertScanReport(db.prisma, { mint, report: { mint }, cabalScore: 1, recommendation: "SAFE", degraded: false, computedAt: at });
    expect(await reserveUsageUnlessRepeat(db.prisma, input(false))).toEqual({ allowed: true, repeat: true, reserved: null, current: 2 });
    expect(await reserveUsageUnlessRepeat(db.prisma, input(true))).toEqual({ allowed: true, repeat: false, reserved: 3, current: 2 });
    // a report computed before `since` is stale: charged again
    const later = { ...input(false), charge: { ...input(false).charge, since: new Date(at.getTime() + 1) } };
    expect(await reserveUsageUnlessRepeat(db.prisma, later)).toEqual({ allowed: true, repeat: false, reserved: 4, current: 3 });
    expect(await reserveUsageUnlessRepeat(db.prisma, { ...input(false), count: 6 })).toEqual({ allowed: true, repeat: true, reserved: null, current: 4 });
    expect(await reserveUsageUnlessRepeat(db.prisma, { ...input(true), count: 6 })).toEqual({ allowed: true, repeat: false, reserved: null, current: 4 });
  });

  it("reserves several units at once only when all fit", async () => {
    const subject = `batch-${randomSuffix()}`;
    expect(await reserveUsage(db.prisma, { subject, period: "2026-03", count: 4, limit: 5 })).toBe(4);
    expect(await reserveUsage(db.prisma, { subject, period: "2026-03", count: 2, limit: 5 })).toBeNull();
    expect(await reserveUsage(db.prisma, { subject, period: "2026-03", count: 1, limit: 5 })).toBe(5);
    expect(await reserveUsage(db.prisma, { subject: `${subject}-new`, period: "2026-03", count: 6, limit: 5 })).toBeNull();
    expect(await readUsage(db.prisma, `${subject}-new`, "2026-03")).toBe(0);
  });

  it("a new period is a new counter: the old month's count does not carry over", async () => {
    const subject = `month-${randomSuffix()}`;
    expect(await reserveUsage(db.prisma, { subject, period: "2026-01", count: 2, limit: 2 })).toBe(2);
    expect(await reserveUsage(db.prisma, { subject, period: "2026-01", count: 1, limit: 2 })).toBeNull();
    expect(await reserveUsage(db.prisma, { subject, period: "2026-02", count: 1, limit: 2 })).toBe(1);
  });

  it("releases never go below zero, and pruning drops older periods only", async () => {
    const subject = `release-${randomSuffix()}`;
    await reserveUsage(db.prisma, { subject, period: "2025-12", count: 2, limit: 10 });
    await reserveUsage(db.prisma, { subject, period: "2026-01-05T10", count: 1, limit: 10 });
    expect(await releaseUsage(db.prisma, { subject, period: "2025-12", count: 5 })).toBe(0);
    expect(await releaseUsage(db.prisma, { subject: `${subject}-none`, period: "2025-12", count: 1 })).toBeNull();
    expect(await pruneUsage(db.prisma, "2026-01")).toBeGreaterThanOrEqual(1);
    expect(await readUsage(db.prisma, subject, "2026-01-05T10")).toBe(1);
  });
});

describe("usage counters on embedded PGlite", () => {
  it("reserve, refuse at the limit, release", async () => {
    const { db, close } = await openTestDatabase("pglite");
    try {
      const results = await Promise.all(Array.from({ length: 6 }, () => reserveUsage(db.prisma, { subject: "s", period: "2026-03", count: 1, limit: 3 })));
      expect(results.filter((r) => r !== null)).toHaveLength(3);
      expect(await releaseUsage(db.prisma, { subject: "s", period: "2026-03", count: 1 })).toBe(2);
    } finally {
      await close();
    }
  });
});

describe("the minute folded into the warm path's statement (issue 18 item 9)", () => {
  for (const kind of ["postgres", "pglite"] as const) {
    it(`${kind}: takes one unit per call, refuses past the limit without charging or checking repeats, shares rows with rate-limits.ts`, async () => {
      const { db, close } = await openTestDatabase(kind);
      try {
        const at = new Date("2026-11-25T12:00:10Z");
        const windowStart = new Date("2026-11-25T12:00:00Z");
        const minute = { key: "anon-minute:ip4:203.0.113.9", windowStart, limit: 2 };
        const input = (mint: string) => ({ subject: "anon:ip4:203.0.113.9", period: "2026-11", count: 1, limit: 10, minute, charge: { chargeSubject: "anon:ip4:203.0.113.9", mint, fresh: false, since: new Date(at.getTime() - 300_000), at } });
        expect((await reserveUsageUnlessRepeat(db.prisma, input("a"))).allowed).toBe(true);
        // the separate limiter's take lands on the same row: the minute is now used up
        expect(await takeRateLimit(db.prisma, { key: minute.key, count: 1, limit: 2, windowMs: 60_000, nowMs: at.getTime() })).toBe(2);
        expect(await reserveUsageUnlessRepeat(db.prisma, input("b"))).toEqual({ allowed: false, repeat: false, reserved: null, current: 1 });
        expect(await db.prisma.recentCharge.count()).toBe(1);
        // the next window starts over
        const next = { ...input("b"), minute: { ...minute, windowStart: new Date("2026-11-25T12:01:00Z") } };
        expect(await reserveUsageUnlessRepeat(db.prisma, next)).toMatchObject({ allowed: true, reserved: 2 });
      } finally {
        await close();
      }
    });
  }
});
