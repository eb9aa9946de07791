// Migration 0014 records the creators of the reports stored before it, by the
// same rule as a new report (server/services/scan/scan/deployer-records.ts):
// the newest non-degraded report of each creator with a judged earlier launch.
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, IN_MEMORY } from "@/server/platform/db/client";
import { upsertScanReport } from "@/server/platform/db/scan-reports";
import { createThrowawayDatabase, type ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";
import { recordOfReport } from "@/server/services/scan/scan/deployer-records";

const migrationsDir = fileURLToPath(new URL("../../../prisma/migrations", import.meta.url));
let throwaway: ThrowawayDatabase | undefined;
let before: string | undefined;
afterAll(async () => {
  await throwaway?.drop();
  if (before) await rm(before, { recursive: true, force: true });
});

const launch = (pumpAndDump: boolean | null) => ({ mint: "m", status: "dead", pump_and_dump: pumpAndDump });
const report = (mint: string, deployer: Record<string, unknown>, degraded = false) => ({ mint, degraded, deployer });
// a report of today's shape, and older ones (no base_rate yet)
const newest = report("mint-new", {
  creator: "dev",
  sampled: 6,
  dead: 5,
  pump_and_dumps: 1,
  launches: [launch(true), launch(false), launch(null), launch(false), launch(false), launch(false)],
  base_rate: { insider_dumped_launches: 2 },
});
const older = report("mint-old", { creator: "dev", sampled: 3, dead: 3, pump_and_dumps: null, launches: [] });
const degraded = report("mint-degraded", { creator: "other", sampled: 4, dead: 4, pump_and_dumps: null }, true);
const first = report("mint-first", { creator: "newbie", sampled: 0, dead: 0, pump_and_dumps: null });
const unknown = report("mint-unknown", { creator: null, sampled: 0, dead: 0, pump_and_dumps: null });

describe("migration 0014 backfill", () => {
  it("records each creator's newest non-degraded report with a judged launch, as a new report would be recorded", async () => {
    throwaway = await createThrowawayDatabase();
    before = await mkdtemp(join(tmpdir(), "migrations-0013-"));
    for (const entry of await readdir(migrationsDir)) if (!entry.startsWith("0014")) await cp(join(migrationsDir, entry), join(before, entry), { recursive: true });
    const old = await createDatabase({ databaseUrl: throwaway.url, dataDir: IN_MEMORY, migrationsDir: before });
    const store = (r: { mint: string; degraded: boolean }, at: string) =>
      upsertScanReport(old.prisma, { mint: r.mint, report: r, cabalScore: 0, recommendation: "SAFE", degraded: r.degraded, computedAt: new Date(at) });
    await store(older, "2026-10-01T00:00:00Z");
    await store(newest, "2026-11-01T00:00:00Z");
    await store(degraded, "2026-11-02T00:00:00Z");
    await store(first, "2026-11-03T00:00:00Z");
    await store(unknown, "2026-11-04T00:00:00Z");
    await old.close();

    const db = await createDatabase({ databaseUrl: throwaway.url, dataDir: IN_MEMORY, migrationsDir });
    try {
      const rows = await db.prisma.deployerRecord.findMany({ orderBy: { creator: "asc" } });
      expect(rows.map(({ recordedAt: _at, ...row }) => row)).toEqual([
        { creator: "dev", mint: "mint-new", sampled: 6, dead: 5, pumpKnown: 5, pumpAndDumps: 1, insiderDumped: 2 },
      ]);
      // the rule a new report is recorded by gives the same row
      const { creator, ...counts } = recordOfReport({ ...newest, deployer: { ...newest.deployer, base_rate: { insider_dumped_launches: 2 } } } as never)!;
      expect({ creator, ...counts }).toEqual({ creator: "dev", mint: "mint-new", sampled: 6, dead: 5, pumpKnown: 5, pumpAndDumps: 1, insiderDumped: 2 });
    } finally {
      await db.close();
    }
  }, 60_000);
});
