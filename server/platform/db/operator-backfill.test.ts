// Migration 0010 indexes the reports stored before it, by the same rule as a
// new report (server/services/analytics/operators/collect-operators.ts).
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { collectOperators } from "@/server/services/analytics/operators/collect-operators";
import { createDatabase, IN_MEMORY } from "@/server/platform/db/client";
import { findOperatorSightings } from "@/server/platform/db/operator-sightings";
import { upsertScanReport } from "@/server/platform/db/scan-reports";
import { createThrowawayDatabase, type ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";

const migrationsDir = fileURLToPath(new URL("../../../prisma/migrations", import.meta.url));
let throwaway: ThrowawayDatabase | undefined;
let before: string | undefined;
afterAll(async () => {
  await throwaway?.drop();
  if (before) await rm(before, { recursive: true, force: true });
});

const report = {
  mint: "mint-old",
  slot: 4321,
  deployer: { creator: "dev" },
  coordinated_clusters: [
    { type: "time_sync", master_full: null },
    { type: "funding", master_full: "alice" },
    { type: "stealth_bundle", master_full: "alice" },
  ],
  exited_clusters: [{ type: "exited", master_full: "bob" }, { type: "exited", master_full: "dev" }],
};

describe("migration 0010 backfill", () => {
  it("indexes every stored report's deployer and cluster funders, one row per wallet", async () => {
    throwaway = await createThrowawayDatabase();
    before = await mkdtemp(join(tmpdir(), "migrations-0009-"));
    for (const entry of await readdir(migrationsDir)) if (!entry.startsWith("0010")) await cp(join(migrationsDir, entry), join(before, entry), { recursive: true });
    const old = await createDatabase({ databaseUrl: throwaway.url, dataDir: IN_MEMORY, migrationsDir: before });
    const computedAt = new Date("2026-11-01T12:00:00Z");
    await upsertScanReport(old.prisma, { mint: "mint-old", report, cabalScore: 70, recommendation: "AVOID", degraded: false, computedAt });
    await upsertScanReport(old.prisma, { mint: "mint-older", report: { mint: "mint-older", slot: null, deployer: { creator: null }, coordinated_clusters: [] }, cabalScore: 0, recommendation: "SAFE", degraded: false, computedAt });
    await old.close();

    const db = await createDatabase({ databaseUrl: throwaway.url, dataDir: IN_MEMORY, migrationsDir });
    try {
      const found = await findOperatorSightings(db.prisma, ["dev", "alice", "bob"], null, 20);
      const rows = ["dev", "alice", "bob"].map((wallet) => ({ wallet, role: found.get(wallet)!.seenIn[0].role, clusterType: found.get(wallet)!.seenIn[0].clusterType }));
      expect(rows).toEqual(collectOperators(report as never));
      expect(found.get("alice")!.seenIn).toEqual([{ mint: "mint-old", role: "cluster_funder", clusterType: "funding", slot: 4321, recommendation: "AVOID", seenAt: computedAt }]);
      expect([...found.values()].every((w) => w.seenCount === 1)).toBe(true);
    } finally {
      await db.close();
    }
  }, 60_000);
});
