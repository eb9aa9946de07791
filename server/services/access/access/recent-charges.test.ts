// Fair metering (docs/decisions.md "Fair metering for people") through the access
// decision on the real PostgreSQL: a caller's repeat of a mint within the
// cache TTL is free while the stored report is fresh; fresh=1, another mint,
// another caller, a stale report or an expired charge are charged.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiKey } from "@/server/platform/db/api-keys";
import { upsertScanReport } from "@/server/platform/db/scan-reports";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { issueApiKey } from "@/server/services/access/access/secrets";
import { authorizeScansWith, makeAccessContext, scanRequest, testClock } from "@/server/services/access/access/testing/access-harness";

const MINT = "So11111111111111111111111111111111111111112";
const OTHER = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
const clock = testClock("2026-03-10T12:00:00Z");
let database: TestDatabase;
let ctx: AccessContext;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  database = await openTestDatabase();
  // TTL 300 s, anonymous quota 5
  ctx = makeAccessContext(database.db, { SCAN_CACHE_TTL_SECONDS: "300" }, { now: clock.now });
});
afterAll(() => database?.close());
beforeEach(() => clock.set("2026-03-10T12:00:00Z"));

/** A stored complete report computed at the clock's current time (what the scan service then answers pre_indexed). */
async function storeReport(mint: string, degraded = false) {
  await database.db.prisma.scanReport.deleteMany({ where: { mint } });
  await upsertScanReport(database.db.prisma, { mint, report: { mint }, cabalScore: 10, recommendation: "SAFE", degraded, computedAt: clock.now() });
}

const ask = (ip: string, mint: string, fresh = false, headers: Record<string, string> = {}) =>
  authorizeScansWith(ctx, scanRequest({ "x-real-ip": ip, ...headers }), 1, { repeat: { mint, fresh } });

describe("fair metering", () => {
  it("charges an anonymous caller once per mint while the report is fresh, and shows what is left", async () => {
    const ip = freshIp();
    const first = await ask(ip, MINT);
    expect(first.headers()["X-Free-Queries-Remaining"]).toBe("4");
    await storeReport(MINT);
    clock.advance(60_000);
    for (let view = 0; view < 3; view++) {
      const again = await ask(ip, MINT);
      expect(again.headers()["X-Free-Queries-Remaining"]).toBe("4");
      expect(again.reportFields().free_queries_remaining).toBe(4);
    }
    // another mint, and fresh=1, are charged
    expect((await ask(ip, OTHER)).headers()["X-Free-Queries-Remaining"]).toBe("3");
    expect((await ask(ip, MINT, true)).headers()["X-Free-Queries-Remaining"]).toBe("2");
  });

  it("does not share one caller's charge with another caller", async () => {
    await ask(freshIp(), MINT);
    await storeReport(MINT);
    expect((await ask(freshIp(), MINT)).headers()["X-Free-Queries-Remaining"]).toBe("4");
  });

  it("charges again once the report is stale or the charge older than the TTL", async () => {
    const ip = freshIp();
    await ask(ip, MINT);
    await storeReport(MINT);
    clock.advance(301_000);
    expect((await ask(ip, MINT)).headers()["X-Free-Queries-Remaining"]).toBe("3");
    // a degraded report is not a reason for a free repeat
    await storeReport(MINT, true);
    expect((await ask(ip, MINT)).headers()["X-Free-Queries-Remaining"]).toBe("2");
  });

  it("gives the charge back with the scan when the scan fails on our side", async () => {
    const ip = freshIp();
    const access = await ask(ip, MINT);
    await expect(access.runScan(() => Promise.reject(new Error("upstream down")))).rejects.toThrow("upstream down");
    await storeReport(MINT);
    expect((await ask(ip, MINT)).headers()["X-Free-Queries-Remaining"]).toBe("4");
  });

  it("applies per key: a free key's repeat keeps its count", async () => {
    const issued = issueApiKey();
    await createApiKey(database.db.prisma, { id: randomUUID(), shortToken: issued.shortToken, secretHash: issued.secretHash, plan: "free" });
    const ip = freshIp();
    const headers = { "x-api-key": issued.plaintext };
    expect((await ask(ip, MINT, false, headers)).headers()["X-Free-Queries-Remaining"]).toBe("2");
    await storeReport(MINT);
    const repeat = await ask(ip, MINT, false, headers);
    expect(repeat.kind).toBe("free_key");
    expect(repeat.headers()["X-Free-Queries-Remaining"]).toBe("2");
  });
});
