import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDatabase, IN_MEMORY, type Database } from "@/server/platform/db/client";
import { createScanEvent, createScanEvents, findScanReport, listRecentScans, upsertScanReport, type ScanReportInput } from "@/server/platform/db/scan-reports";
import { createMigratedDatabase, type ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";

const migrationsDir = fileURLToPath(new URL("../../../prisma/migrations", import.meta.url));

interface Target {
  name: string;
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

function postgresTarget(): Target {
  let throwaway: ThrowawayDatabase | undefined;
  return {
    name: "PostgreSQL",
    open: async () => {
      throwaway = await createMigratedDatabase();
      return createDatabase({ databaseUrl: throwaway.url, dataDir: IN_MEMORY, migrationsDir });
    },
    cleanup: async () => throwaway?.drop(),
  };
}

const embeddedTarget: Target = {
  name: "PGlite",
  open: () => createDatabase({ dataDir: IN_MEMORY, migrationsDir }),
  cleanup: async () => undefined,
};

const at = (second: number) => new Date(Date.UTC(2026, 10, 1, 12, 0, second, 123));

function input(mint: string, second: number, extra: Partial<ScanReportInput> = {}): ScanReportInput {
  return {
    mint,
    report: { mint, cabal_score: second, computed_second: second },
    cabalScore: second,
    recommendation: second >= 35 ? "REVIEW" : "SAFE",
    degraded: false,
    computedAt: at(second),
    ...extra,
  };
}

describe.each([postgresTarget(), embeddedTarget])("scan reports on $name", (target) => {
  let db: Database;
  beforeAll(async () => void (db = await target.open()));
  afterAll(async () => {
    await db?.close();
    await target.cleanup();
  });
  beforeEach(async () => {
    await db.prisma.$executeRawUnsafe("TRUNCATE scan_reports, scan_events RESTART IDENTITY");
  });

  it("round-trips a report's JSON and columns exactly", async () => {
    const report = {
      mint: "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU",
      verdict: "Exit-Liquidity Risk: HIGH — 3 wallets funded by one master 🕵️",
      holders: [{ rank: 1, pct: 12.3456789, amount: 1e-9, cluster_ids: [] }, { rank: 2, label: null }],
      flags: { degraded: true, nested: { deep: [1, [2, [3]]] } },
      big_but_safe: Number.MAX_SAFE_INTEGER,
    };
    const stored = { ...input(report.mint, 40), report, degraded: true };
    expect(await upsertScanReport(db.prisma, stored)).toEqual({ written: true });
    const found = await findScanReport(db.prisma, report.mint);
    expect(found).toMatchObject({ ...stored, report });
    expect(found?.computedAt.getTime()).toBe(at(40).getTime()); // millisecond precision kept
    expect(found?.updatedAt).toBeInstanceOf(Date);
    expect(await findScanReport(db.prisma, "never-scanned")).toBeNull();
  });

  it("keeps the newer report when an older scan finishes later", async () => {
    expect(await upsertScanReport(db.prisma, input("M", 20))).toEqual({ written: true });
    expect(await upsertScanReport(db.prisma, input("M", 10))).toEqual({ written: false });
    expect((await findScanReport(db.prisma, "M"))?.report).toEqual(input("M", 20).report);
    expect(await upsertScanReport(db.prisma, input("M", 30))).toEqual({ written: true });
    expect((await findScanReport(db.prisma, "M"))?.cabalScore).toBe(30);
  });

  it("rejects a report JSON cannot carry instead of storing something else", async () => {
    await expect(upsertScanReport(db.prisma, input("B", 1, { report: { supply: 10n } }))).rejects.toThrow(
      /not JSON-serialisable/,
    );
    await expect(upsertScanReport(db.prisma, input("B", 1, { report: undefined }))).rejects.toThrow(TypeError);
    expect(await findScanReport(db.prisma, "B")).toBeNull();
  });

  it("handles 20 concurrent upserts interleaved with reads", async () => {
    const mints = Array.from({ length: 10 }, (_, i) => `mint-${i}`);
    const writes = mints.flatMap((mint, i) => [input(mint, i), input(mint, i + 30)]);
    const work = writes.flatMap((w) => [upsertScanReport(db.prisma, w), findScanReport(db.prisma, w.mint)]);
    await Promise.all(work);
    expect(await db.prisma.scanReport.count()).toBe(10);
    for (const [i, mint] of mints.entries()) {
      expect((await findScanReport(db.prisma, mint))?.cabalScore).toBe(i + 30);
    }
  });

  it("queues queries issued while an interactive transaction is open", async () => {
    const event = { source: "real_time" as const, cabalScore: 1, recommendation: "SAFE", durationMs: 5 };
    const transaction = db.prisma.$transaction(async (tx) => {
      await tx.scanEvent.create({ data: { ...event, mint: "in-tx" } });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.scanReport.createMany({ data: [{ ...input("in-tx", 1), report: {} }] });
    });
    const outside = Array.from({ length: 20 }, (_, i) => createScanEvent(db.prisma, { ...event, mint: `out-${i}` }));
    await Promise.all([transaction, ...outside]);
    expect(await db.prisma.scanEvent.count()).toBe(21);
    expect(await findScanReport(db.prisma, "in-tx")).not.toBeNull();
  });

  it("lists the latest scan per mint, newest first, up to the limit", async () => {
    const scan = (mint: string, cabalScore: number) =>
      createScanEvent(db.prisma, { mint, source: "real_time", cabalScore, recommendation: "SAFE", durationMs: 1200 });
    const first = await scan("A", 1);
    expect(first.id).toBe("1");
    await scan("B", 2);
    await createScanEvent(db.prisma, { mint: "A", source: "pre_indexed", cabalScore: 3, recommendation: "SAFE", durationMs: 4 });
    await scan("C", 4);
    const recent = await listRecentScans(db.prisma, 10);
    expect(recent.map((r) => [r.mint, r.cabalScore, r.source])).toEqual([
      ["C", 4, "real_time"],
      ["A", 3, "pre_indexed"],
      ["B", 2, "real_time"],
    ]);
    expect((await listRecentScans(db.prisma, 2)).map((r) => r.mint)).toEqual(["C", "A"]);
  });

  it("writes a batch of scan events in one call, none for an empty batch", async () => {
    expect(await createScanEvents(db.prisma, [])).toBe(0);
    const events = ["X", "Y", "Z"].map((mint, i) => ({ mint, source: "real_time" as const, cabalScore: i, recommendation: "SAFE", durationMs: 5 }));
    expect(await createScanEvents(db.prisma, events)).toBe(3);
    expect((await listRecentScans(db.prisma, 10)).map((r) => r.mint).sort()).toEqual(["X", "Y", "Z"]);
  });

  it("looks past a burst of one mint to find older mints", async () => {
    const row = (mint: string, second: number) => ({
      mint,
      source: "real_time" as const,
      cabalScore: 0,
      recommendation: "SAFE",
      durationMs: 1,
      createdAt: new Date(at(0).getTime() + second * 1000),
    });
    const burst = Array.from({ length: 450 }, (_, i) => row("HOT", 10 + i));
    await db.prisma.scanEvent.createMany({ data: [row("OLD-1", 1), row("OLD-2", 2), ...burst] });
    expect((await listRecentScans(db.prisma, 3)).map((r) => r.mint)).toEqual(["HOT", "OLD-2", "OLD-1"]);
  });
}, 120_000);
