// The operator index on both databases the app runs on: one statement answers
// many wallets, newest first, at most `limit` listed with the full count, the
// report's own mint left out; rows are replaced per mint and roll back with
// the report's transaction.
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDatabase, IN_MEMORY, type Database } from "@/server/platform/db/client";
import { findOperatorSightings, replaceOperatorSightings } from "@/server/platform/db/operator-sightings";
import { findScanReport, upsertScanReport } from "@/server/platform/db/scan-reports";
import { createMigratedDatabase, type ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";

const migrationsDir = fileURLToPath(new URL("../../../prisma/migrations", import.meta.url));
const at = (second: number) => new Date(Date.UTC(2026, 10, 1, 12, 0, second));
const facts = (mint: string, second: number) => ({ mint, slot: 1000 + second, recommendation: "AVOID", seenAt: at(second) });

const targets = [
  (() => {
    let throwaway: ThrowawayDatabase | undefined;
    return {
      name: "PostgreSQL",
      open: async () => createDatabase({ databaseUrl: (throwaway = await createMigratedDatabase()).url, dataDir: IN_MEMORY, migrationsDir }),
      cleanup: async () => throwaway?.drop(),
    };
  })(),
  { name: "PGlite", open: () => createDatabase({ dataDir: IN_MEMORY, migrationsDir }), cleanup: async () => undefined },
];

describe.each(targets)("operator sightings on $name", (target) => {
  let db: Database;
  beforeAll(async () => void (db = await target.open()));
  afterAll(async () => {
    await db?.close();
    await target.cleanup();
  });
  beforeEach(async () => void (await db.prisma.$executeRawUnsafe("TRUNCATE operator_sightings, scan_reports")));

  it("lists at most the limit, newest first, counts them all, and leaves out the excluded mint", async () => {
    for (let i = 0; i < 25; i++) await replaceOperatorSightings(db.prisma, facts(`mint-${i}`, i), [{ wallet: "funder", role: "cluster_funder", clusterType: "funding" }]);
    await replaceOperatorSightings(db.prisma, facts("mint-dev", 30), [{ wallet: "dev", role: "deployer", clusterType: null }]);
    const found = await findOperatorSightings(db.prisma, ["funder", "dev", "nobody"], "mint-24", 20);
    const funder = found.get("funder")!;
    expect(funder.seenCount).toBe(24);
    expect(funder.seenIn).toHaveLength(20);
    expect(funder.seenIn[0]).toEqual({ mint: "mint-23", role: "cluster_funder", clusterType: "funding", slot: 1023, recommendation: "AVOID", seenAt: at(23) });
    expect(funder.seenIn.map((s) => s.mint)).toEqual(Array.from({ length: 20 }, (_, i) => `mint-${23 - i}`));
    expect(found.get("dev")).toMatchObject({ seenCount: 1, asDeployer: true, asFunder: false });
    expect(found.has("nobody")).toBe(false);
  });

  it("of two reports computed in the same second, the later written is listed first", async () => {
    await replaceOperatorSightings(db.prisma, facts("mint-a", 5), [{ wallet: "funder", role: "cluster_funder", clusterType: "funding" }]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await replaceOperatorSightings(db.prisma, facts("mint-b", 5), [{ wallet: "funder", role: "cluster_funder", clusterType: "funding" }]);
    expect((await findOperatorSightings(db.prisma, ["funder"], null, 20)).get("funder")!.seenIn.map((s) => s.mint)).toEqual(["mint-b", "mint-a"]);
  });

  it("a new report of a mint replaces that mint's rows", async () => {
    await replaceOperatorSightings(db.prisma, facts("mint-a", 1), [{ wallet: "old-funder", role: "cluster_funder", clusterType: "funding" }]);
    await replaceOperatorSightings(db.prisma, { ...facts("mint-a", 2), slot: null }, [{ wallet: "new-funder", role: "cluster_funder", clusterType: "exited" }]);
    const found = await findOperatorSightings(db.prisma, ["old-funder", "new-funder"], null, 20);
    expect(found.has("old-funder")).toBe(false);
    expect(found.get("new-funder")!.seenIn).toEqual([{ mint: "mint-a", role: "cluster_funder", clusterType: "exited", slot: null, recommendation: "AVOID", seenAt: at(2) }]);
  });

  it("rows written in the report's transaction roll back with it", async () => {
    const failing = db.prisma.$transaction(async (tx) => {
      await upsertScanReport(tx, { mint: "mint-r", report: { mint: "mint-r" }, cabalScore: 1, recommendation: "SAFE", degraded: false, computedAt: at(1) });
      await replaceOperatorSightings(tx, facts("mint-r", 1), [{ wallet: "funder", role: "cluster_funder", clusterType: "funding" }]);
      throw new Error("storage failed");
    });
    await expect(failing).rejects.toThrow("storage failed");
    expect(await findScanReport(db.prisma, "mint-r")).toBeNull();
    expect((await findOperatorSightings(db.prisma, ["funder"], null, 20)).size).toBe(0);
  });
});
