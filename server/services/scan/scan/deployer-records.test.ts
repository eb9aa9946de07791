// The deployer base rate from the service's own stored scans: a stored report
// records its creator's launch record; once a band of launch counts holds
// enough creators, a scan judges the deployer against their rates instead of
// the prior. On the embedded ledger and the embedded database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import { getDefaultLedger, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { closeBackground } from "@/server/platform/background";
import { IN_MEMORY, createDatabase, type Database } from "@/server/platform/db/client";
import { upsertDeployerRecord } from "@/server/platform/db/deployer-records";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { toBands } from "@/server/services/scan/scan/deployer-records";
import { createScanService } from "@/server/services/scan/scan/scan-service";
import { ledgerSources } from "@/server/services/scan/testing/ledger-sources";

let ledger: LedgerServer;
let database: Database;

beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger(), latencyMs: 0, wsOnNextPort: false });
  database = await createDatabase({ dataDir: IN_MEMORY });
}, 120_000);

afterAll(async () => {
  await closeBackground();
  await ledger?.close();
  await database?.close();
});

function createService() {
  return createScanService({
    sources: ledgerSources(ledger, { now: () => 1_750_000_000, http: { timeoutMs: 10_000, maxRetries: 1 } }),
    gatherOptions: DEFAULT_GATHER_OPTIONS,
    database: async () => database,
    ttlSeconds: 300,
  });
}

describe("deployer records", () => {
  it("sums the records per launch count into the engine's bands", () => {
    const bands = toBands([
      { sampled: 3, creators: 2, deadLaunches: 6, pumpKnownLaunches: 1, pumpAndDumps: 0 },
      { sampled: 4, creators: 1, deadLaunches: 2, pumpKnownLaunches: 4, pumpAndDumps: 1 },
      { sampled: 25, creators: 1, deadLaunches: 25, pumpKnownLaunches: 0, pumpAndDumps: 0 },
    ]);
    expect(bands.map((b) => [b.min, b.max])).toEqual(DEFAULT_ENGINE_CONFIG.deployerPriorRates.map((b) => [b.min, b.max]));
    expect(bands.find((b) => b.min === 3)).toEqual({ min: 3, max: 4, creators: 3, sampledLaunches: 10, deadLaunches: 8, pumpKnownLaunches: 5, pumpAndDumps: 1 });
    expect(bands.find((b) => b.min === 20)).toMatchObject({ creators: 1, sampledLaunches: 25 });
    expect(bands.find((b) => b.min === 1)).toMatchObject({ creators: 0, sampledLaunches: 0 });
  });

  it("a stored report records its creator; the prior judges until the band holds enough creators, then their rates do", async () => {
    const scenario = getScenario("serial-rugger")!;
    const first = await createService().scan({ mint: scenario.mint });
    expect(first.deployer.base_rate).toMatchObject({ source: "prior", band: "5-9", creators: 0, record: "usual" });
    expect(first.recommendation).toBe("SAFE");
    const stored = await database.prisma.deployerRecord.findUnique({ where: { creator: scenario.expect.deployer!.creator } });
    expect(stored).toMatchObject({ mint: scenario.mint, sampled: 6, dead: 6, insiderDumped: 0 });

    // 29 more creators with 5-9 launches, most of whose launches live: still too few
    const add = (i: number) => upsertDeployerRecord(database.prisma, { creator: `creator-${i}`, mint: `mint-${i}`, sampled: 6, dead: 1, pumpKnown: 0, pumpAndDumps: 0, insiderDumped: 0 });
    for (let i = 0; i < 28; i++) await add(i);
    const few = await createService().scan({ mint: scenario.mint, fresh: true });
    expect(few.deployer.base_rate).toMatchObject({ source: "prior", creators: 29 });

    await add(28);
    const enough = await createService().scan({ mint: scenario.mint, fresh: true });
    // 6 + 29 x 1 dead of 30 x 6 launches: 19.4% die among these creators; all six dead is unusual
    expect(enough.deployer.base_rate).toMatchObject({ source: "stored_scans", band: "5-9", creators: 30, dead_rate_pct: 19.44, record: "unusual" });
    expect(enough.deployer.reputation).toBe("SERIAL_RUGGER");
    expect(enough.recommendation).toBe("REVIEW");
    expect(enough.cabal_score).toBe(15);
  });
});
