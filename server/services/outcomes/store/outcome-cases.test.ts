// The case store on both databases the app runs on: a stored complete report
// enrols its mint (the migration's trigger), scheduling writes its checkpoints,
// a lease is one worker's, and a write by a worker whose lease was taken over
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { leaseDueCases, recordReading, releaseCase, scheduleNewCases } from "@/server/services/outcomes/store/outcome-cases";

const T0 = new Date("2026-11-28T10:00:00.000Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const CHECKPOINTS = ["5s", "10s", "15s", "20s"].map((name, position) => ({ name, standsFor: ["1h", "6h", "24h", "7d"][position], position, seconds: (position + 1) * 5 }));

for (const kind of ["postgres", "pglite"] as const) {
  describe(`outcome cases on ${kind}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await openTestDatabase(kind);
    }, 120_000);
    afterAll(async () => {
      await db?.close();
    });

    it("enrols the first complete report only, and keeps it through rescans", async () => {
      const { prisma } = db.db;
      const row = (computedAt: Date, degraded: boolean, score: number) => ({ report: { score }, cabalScore: score, recommendation: "SAFE", degraded, computedAt });
      await prisma.scanReport.create({ data: { mint: "A", ...row(at(-10), true, 1) } });
      expect(await prisma.outcomeCase.count()).toBe(0);
      await prisma.scanReport.update({ where: { mint: "A" }, data: row(T0, false, 2) });
      await prisma.scanReport.update({ where: { mint: "A" }, data: row(at(100), false, 3) });
      expect(await prisma.outcomeCase.findUnique({ where: { mint: "A" } })).toMatchObject({ firstScanAt: T0, cabalScore: 2, report: { score: 2 }, scheduled: false });
    });

    it("schedules once, leases a due case to one worker, and fences every write by the lease", async () => {
      const { prisma } = db.db;
      const scheduled = await scheduleNewCases(prisma, { checkpoints: CHECKPOINTS, demo: true, limit: 10, flagsOf: () => ["time_sync"] });
      expect(scheduled.map((c) => c.mint)).toEqual(["A"]);
      expect(await scheduleNewCases(prisma, { checkpoints: CHECKPOINTS, demo: true, limit: 10, flagsOf: () => [] })).toEqual([]);
      expect(await prisma.outcomeCase.findUnique({ where: { mint: "A" } })).toMatchObject({ demo: true, flags: ["time_sync"], nextDueAt: at(5) });
      expect(await leaseDueCases(prisma, { workerId: "w1", now: at(4), leaseMs: 60_000, limit: 10 })).toEqual([]);

      const [leased] = await leaseDueCases(prisma, { workerId: "w1", now: at(11), leaseMs: 60_000, limit: 10 });
      expect(leased.due.map((d) => d.name)).toEqual(["5s", "10s"]);
      expect(await leaseDueCases(prisma, { workerId: "w2", now: at(11), leaseMs: 60_000, limit: 10 })).toEqual([]);
      // the lease ran out and w2 took the case: w1's late write changes nothing
      expect((await leaseDueCases(prisma, { workerId: "w2", now: at(72), leaseMs: 60_000, limit: 10 })).map((c) => c.mint)).toEqual(["A"]);
      const labels = [{ name: "5s", label: "alive", evidence: ["s1"], facts: {} }];
      expect(await recordReading(prisma, { mint: "A", workerId: "w1", now: at(72), state: { v: 1 }, labels })).toBe(false);
      expect(await recordReading(prisma, { mint: "A", workerId: "w2", now: at(72), state: { v: 2 }, labels })).toBe(true);
      expect(await prisma.outcomeCheckpoint.findUnique({ where: { mint_name: { mint: "A", name: "5s" } } })).toMatchObject({ label: "alive", evidence: ["s1"], checkedAt: at(72) });
      // 10s was due but not labelled in that reading: due again at once
      expect(await prisma.outcomeCase.findUnique({ where: { mint: "A" } })).toMatchObject({ state: { v: 2 }, reads: 1, lockedBy: null, nextDueAt: at(10) });
    });

    it("gives a case back unread for a later retry", async () => {
      const { prisma } = db.db;
      await leaseDueCases(prisma, { workerId: "w3", now: at(80), leaseMs: 60_000, limit: 10 });
      await releaseCase(prisma, { mint: "A", workerId: "w3", retryAt: at(120) });
      expect(await leaseDueCases(prisma, { workerId: "w3", now: at(119), leaseMs: 60_000, limit: 10 })).toEqual([]);
      expect(await leaseDueCases(prisma, { workerId: "w3", now: at(120), leaseMs: 60_000, limit: 10 })).toHaveLength(1);
    });
  });
}
