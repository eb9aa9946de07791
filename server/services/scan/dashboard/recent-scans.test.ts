import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IN_MEMORY, createDatabase, type Database } from "@/server/platform/db/client";
import { recordPublicScans } from "@/server/platform/db/public-scans";
import { createRecentScansFeed, toRecentScanView } from "@/server/services/scan/dashboard/recent-scans";

const row = {
  id: "7",
  mint: "9Xj2KjFCVpFWM3FEKs3dnpPNTFQfP9zct8AY4W1HZoR4",
  source: "real_time" as const,
  cabalScore: 12,
  recommendation: "SAFE",
  durationMs: 840,
  createdAt: new Date("2026-11-22T10:00:00Z"),
};

describe("toRecentScanView", () => {
  it("answers in snake_case with an ISO timestamp", () => {
    expect(toRecentScanView(row)).toEqual({
      mint: row.mint,
      recommendation: "SAFE",
      cabal_score: 12,
      source: "real_time",
      duration_ms: 840,
      scanned_at: "2026-11-22T10:00:00.000Z",
    });
  });

  it("withholds a verdict scanned after the fresh window's start, keeps an older one", () => {
    const start = row.createdAt.getTime();
    expect(toRecentScanView(row, start - 1)).toMatchObject({ mint: row.mint, recommendation: null, cabal_score: null });
    expect(toRecentScanView(row, start)).toMatchObject({ recommendation: "SAFE", cabal_score: 12 });
  });

  it("leaves out a row whose recommendation is not a known verdict", () => {
    expect(toRecentScanView({ ...row, recommendation: "MAYBE" })).toBeNull();
  });
});

describe("the recent-scans feed", () => {
  let database: Database;
  let clock = new Date("2026-11-28T12:00:00Z").getTime();
  const now = () => new Date(clock);
  const scanned = (mint: string, secondsAgo: number) => ({ mint, source: "real_time" as const, cabalScore: 70, recommendation: "AVOID", durationMs: 900, at: new Date(clock - secondsAgo * 1000) });
  const A = "So11111111111111111111111111111111111111112";
  const B = "9Xj2KjFCVpFWM3FEKs3dnpPNTFQfP9zct8AY4W1HZoR4";
  const C = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";

  beforeAll(async () => {
    database = await createDatabase({ dataDir: IN_MEMORY });
    await recordPublicScans(database.prisma, [scanned(A, 600), scanned(B, 30)]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("is one read per window whatever the limit, and reads again after it", async () => {
    const feed = createRecentScansFeed(async () => database, { freshSeconds: 300, cacheSeconds: 10, now });
    const first = await feed.list(50);
    expect(first.map((s) => [s.mint, s.recommendation])).toEqual([
      [B, null],
      [A, "AVOID"],
    ]);
    await recordPublicScans(database.prisma, [scanned(C, 0)]);
    // within the window: the same answer, a smaller page of it
    expect(await feed.list(1)).toEqual(first.slice(0, 1));
    clock += 10_000;
    expect((await feed.list(50)).map((s) => s.mint)).toEqual([C, B, A]);
  });
});
