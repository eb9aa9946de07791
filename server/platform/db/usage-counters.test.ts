// The atomic counter under real concurrency on PostgreSQL (a pool of 10
// connections), and the same statements on embedded PGlite.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, randomSuffix, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { pruneUsage, readUsage, releaseUsage, reserveUsage } from "@/server/platform/db/usage-counters";

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
