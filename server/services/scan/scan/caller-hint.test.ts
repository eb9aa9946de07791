// A caller's pairCreatedAt never changes a shared answer (issue 11 item 3): in
// "coordinated-exit" a pairCreatedAt after the launch hides the crowded slots
// (score 75 -> 0 for that caller). The next caller without a hint must still
// get the full report, and nothing hinted may be stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IN_MEMORY, createDatabase, type Database } from "@/server/platform/db/client";
import { findScanReport } from "@/server/platform/db/scan-reports";
import { getDefaultLedger, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { closeBackground } from "@/server/platform/background";
import { createScanService } from "@/server/services/scan/scan/scan-service";
import { ledgerSources } from "@/server/services/scan/testing/ledger-sources";

let ledger: LedgerServer;
let database: Database;
const NOW = 1_750_000_000;

beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger(), latencyMs: 0 });
  database = await createDatabase({ dataDir: IN_MEMORY });
});

afterAll(async () => {
  // the scans' queued events are written before the database closes
  await closeBackground();
  await ledger?.close();
  await database?.close();
});

function createService() {
  return createScanService({
    sources: ledgerSources(ledger, { now: () => NOW }),
    gatherOptions: DEFAULT_GATHER_OPTIONS,
    database: async () => database,
    ttlSeconds: 300,
  });
}

describe("a caller's pairCreatedAt hint", () => {
  it("cannot make the stored report weaker for the next caller", async () => {
    const mint = getScenario("coordinated-exit")!.mint;
    const baseline = await createService().scan({ mint, fresh: true });
    await database.prisma.scanReport.deleteMany({ where: { mint } });
    expect(baseline.cabal_score).toBeGreaterThan(50);

    const service = createService();
    const lateHint = NOW * 1000; // "the pool was created just now": skips every earlier crowded slot
    const [hinted, concurrent] = await Promise.all([service.scan({ mint, pairCreatedAt: lateHint }), service.scan({ mint })]);
    expect(hinted.cabal_score).toBeLessThan(baseline.cabal_score); // the hint does narrow that caller's trace
    expect(concurrent.cabal_score).toBe(baseline.cabal_score); // a concurrent caller does not share the hinted trace

    const next = await service.scan({ mint });
    expect(next.source).toBe("pre_indexed");
    expect(next.cabal_score).toBe(baseline.cabal_score);
    expect((await findScanReport(database.prisma, mint))?.cabalScore).toBe(baseline.cabal_score);
  });

  it("a hinted trace alone stores nothing: the next caller traces without the hint", async () => {
    const mint = getScenario("coordinated-exit")!.mint;
    await database.prisma.scanReport.deleteMany({ where: { mint } });
    const service = createService();
    await service.scan({ mint, pairCreatedAt: NOW * 1000 });
    expect(await findScanReport(database.prisma, mint)).toBeNull();
    const next = await service.scan({ mint });
    expect(next.source).toBe("real_time");
    expect(next.cabal_score).toBeGreaterThan(50);
  });
});
