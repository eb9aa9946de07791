// The scan use case on the embedded ledger and an in-memory database: one
// shared live trace per cold mint, then pre_indexed answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IN_MEMORY, createDatabase, type Database } from "@/server/platform/db/client";
import { findMapData, findScanReport } from "@/server/platform/db/scan-reports";
import { getDefaultLedger, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { closeBackground } from "@/server/platform/background";
import { createScanService } from "@/server/services/scan/scan/scan-service";
import { ledgerSources } from "@/server/services/scan/testing/ledger-sources";

let ledger: LedgerServer;
let database: Database;

beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger(), latencyMs: 20 });
  database = await createDatabase({ dataDir: IN_MEMORY });
});

afterAll(async () => {
  // the scans' queued events are written before the database closes
  await closeBackground();
  await ledger?.close();
  await database?.close();
});

function createService(now: () => number) {
  const sources = ledgerSources(ledger, { now });
  const rpc = sources.rpc;
  const service = createScanService({
    sources,
    gatherOptions: DEFAULT_GATHER_OPTIONS,
    database: async () => database,
    ttlSeconds: 300,
  });
  return { service, rpc };
}

describe("scan service", () => {
  it("shares one live trace among concurrent requests for the same cold mint", async () => {
    const { service, rpc } = createService(() => 1_750_000_000);
    const mint = getScenario("two-hop-cluster")!.mint;
    const reports = await Promise.all(Array.from({ length: 8 }, () => service.scan({ mint })));
    expect(rpc.stats().calls.getTokenLargestAccounts).toBe(1);
    expect(new Set(reports.map((r) => r.cabal_score)).size).toBe(1);
    expect(reports.every((r) => r.source === "real_time")).toBe(true);
  });

  it("stores the report and answers the next scan pre_indexed, without touching the chain", async () => {
    const { service, rpc } = createService(() => 1_750_000_000);
    const mint = getScenario("clean-organic")!.mint;
    const first = await service.scan({ mint });
    const calls = rpc.stats().calls.getTokenLargestAccounts;
    const second = await service.scan({ mint });
    expect(second.source).toBe("pre_indexed");
    expect(rpc.stats().calls.getTokenLargestAccounts).toBe(calls);
    expect(second.cabal_score).toBe(first.cabal_score);
    expect((await findScanReport(database.prisma, mint))?.recommendation).toBe(first.recommendation);
  });

  it("traces again once the stored report is older than the TTL, and on fresh=true", async () => {
    let now = 1_750_000_000;
    const { service } = createService(() => now);
    const mint = getScenario("graduated")!.mint;
    expect((await service.scan({ mint })).source).toBe("real_time");
    expect((await service.scan({ mint, fresh: true })).source).toBe("real_time");
    now += 301;
    expect((await service.scan({ mint })).source).toBe("real_time");
  });

  it("leaves deployer.launches[] out unless the caller is paid", async () => {
    const { service } = createService(() => 1_750_000_000);
    const mint = getScenario("serial-rugger")!.mint;
    const free = await service.scan({ mint });
    expect("launches" in free.deployer).toBe(false);
    const paid = await service.scan({ mint, includeLaunches: true });
    expect(paid.deployer.launches?.length).toBe(6);
  });

  it("two services on one database (two instances) run one trace per cold mint; the other answers from it and draws its map", async () => {
    const now = () => 1_750_000_000;
    const a = createService(now);
    const b = createService(now);
    const mint = getScenario("coordinated-exit")!.mint;
    const reports = await Promise.all([...Array.from({ length: 4 }, () => a.service.scan({ mint })), ...Array.from({ length: 4 }, () => b.service.scan({ mint }))]);
    const traces = (a.rpc.stats().calls.getTokenLargestAccounts ?? 0) + (b.rpc.stats().calls.getTokenLargestAccounts ?? 0);
    expect(traces).toBe(1);
    expect(new Set(reports.map((r) => r.cabal_score)).size).toBe(1);
    // whichever instance did not trace has no snapshot, only the stored map
    const [fromA, fromB] = await Promise.all([a.service.traceSnapshot({ mint }), b.service.traceSnapshot({ mint })]);
    const remote = [fromA, fromB].filter((t) => t.snapshot === null);
    expect(remote).toHaveLength(1);
    const stored = await findMapData(database.prisma, mint);
    expect(stored?.degraded).toBe(false);
    expect((stored?.data as { nodes: unknown[] }).nodes.length).toBeGreaterThan(0);
  });
});
