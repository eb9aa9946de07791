// Operator memory through the scan service on the embedded database (PGlite,
// the default `npm start` runs on): the report and its index rows are written
// in one transaction, and a warm answer re-reads the index (as of now).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IN_MEMORY, createDatabase, type Database } from "@/server/platform/db/client";
import { findOperatorSightings } from "@/server/platform/db/operator-sightings";
import { getDefaultLedger, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { closeBackground } from "@/server/platform/background";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { createScanService } from "@/server/services/scan/scan/scan-service";
import { ledgerSources } from "@/server/services/scan/testing/ledger-sources";
import { lookupOperator } from "@/server/services/analytics/operators/operator-memory";

const returningFunderFirst = getScenario("returning-funder-first")!;
const returningFunderSecond = getScenario("returning-funder-second")!;
const RETURNING_FUNDER = returningFunderFirst.expect.fundingClusters![0].funder;

let ledger: LedgerServer;
let database: Database;

beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger() });
  database = await createDatabase({ dataDir: IN_MEMORY });
}, 120_000);

afterAll(async () => {
  await closeBackground();
  await ledger?.close();
  await database?.close();
});

function createService() {
  return createScanService({
    sources: ledgerSources(ledger, { now: () => Math.floor(Date.now() / 1000) }),
    gatherOptions: DEFAULT_GATHER_OPTIONS,
    database: async () => database,
    ttlSeconds: 300,
  });
}

describe("operator memory on PGlite", () => {
  it("indexes each stored report and names the returning funder in the second one", async () => {
    const service = createService();
    const first = await service.scan({ mint: returningFunderFirst.mint });
    const stored = await findOperatorSightings(database.prisma, [RETURNING_FUNDER], null, 20);
    expect(stored.get(RETURNING_FUNDER)!.seenIn.map((s) => s.mint)).toEqual([returningFunderFirst.mint]);
    const second = await service.scan({ mint: returningFunderSecond.mint });
    expect(second.operators.find((o) => o.wallet === RETURNING_FUNDER)?.seen_in).toEqual([
      { mint: returningFunderFirst.mint, role: "cluster_funder", cluster_type: "funding", slot: first.slot, recommendation: first.recommendation },
    ]);
    // warm, from the in-memory cache: still one read of the index, now naming the second mint
    const warm = await service.scan({ mint: returningFunderFirst.mint });
    expect(warm.source).toBe("pre_indexed");
    expect(warm.operators.find((o) => o.wallet === RETURNING_FUNDER)?.seen_in.map((s) => s.mint)).toEqual([returningFunderSecond.mint]);
    expect((await lookupOperator(database.prisma, RETURNING_FUNDER)).seen_count).toBe(2);
    await service.close();
  }, 60_000);
});
