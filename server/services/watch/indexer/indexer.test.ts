// The background indexer: which mints it picks, how it keeps to its RPC
// budget, and (on the embedded ledger and PGlite) that a tick stores fresh
// reports of the hot mints so the next caller's scan answers pre_indexed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IN_MEMORY, createDatabase, type Database } from "@/server/platform/db/client";
import { createScanEvents, findScanReport } from "@/server/platform/db/scan-reports";
import { getDefaultLedger, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { closeBackground } from "@/server/platform/background";
import { createScanService } from "@/server/services/scan/scan/scan-service";
import { createIndexer } from "@/server/services/watch/indexer/indexer";
import { FIRST_ESTIMATE_CALLS, createRpcBudget } from "@/server/services/watch/indexer/rpc-budget";
import { refreshAfterSeconds, selectMintsToIndex, type IndexCandidates } from "@/server/services/watch/indexer/select-mints";
import { tickIfLeader, wireIndexer } from "@/server/services/watch/indexer/start-in-process";
import { ledgerSources } from "@/server/services/scan/testing/ledger-sources";

function candidates(over: Partial<IndexCandidates> = {}): IndexCandidates {
  return { watched: [], mostScanned: [], trending: [], reportAgeSeconds: new Map(), ...over };
}

describe("selectMintsToIndex", () => {
  it("puts watched mints first, then the most scanned (most first), then trending, each once", () => {
    const picked = selectMintsToIndex(
      candidates({
        watched: ["W"],
        mostScanned: [
          { mint: "A", scans: 2 },
          { mint: "B", scans: 9 },
          { mint: "W", scans: 50 },
        ],
        trending: ["T", "A"],
      }),
      { refreshAfterSeconds: 180, limit: 10 },
    );
    expect(picked).toEqual(["W", "B", "A", "T"]);
  });

  it("skips mints whose stored report is still young, keeps those about to expire or never stored, and stops at the limit", () => {
    const reportAgeSeconds = new Map([
      ["young", 10],
      ["old", 200],
    ]);
    const mostScanned = ["young", "old", "never", "extra"].map((mint, i) => ({ mint, scans: 10 - i }));
    expect(selectMintsToIndex(candidates({ mostScanned, reportAgeSeconds }), { refreshAfterSeconds: 180, limit: 2 })).toEqual(["old", "never"]);
  });

  it("rescans two ticks before the TTL, never before half of it", () => {
    expect(refreshAfterSeconds(300, 60)).toBe(180);
    expect(refreshAfterSeconds(300, 120)).toBe(150);
  });
});

describe("createRpcBudget", () => {
  it("affords a trace only while the last 60 s leave room for the expected cost, learning the cost as it goes", () => {
    const clock = { ms: 0 };
    const budget = createRpcBudget({ perMinute: 250, nowMs: () => clock.ms });
    expect(budget.estimate()).toBe(FIRST_ESTIMATE_CALLS);
    expect(budget.canAfford()).toBe(true);
    budget.charge(100);
    expect(budget.estimate()).toBe(100);
    expect(budget.canAfford()).toBe(true); // 100 spent + 100 expected <= 250
    budget.charge(100);
    expect(budget.spent()).toBe(200);
    expect(budget.canAfford()).toBe(false); // 200 + 100 > 250
    clock.ms = 59_999;
    expect(budget.canAfford()).toBe(false);
    clock.ms = 60_001;
    expect(budget.spent()).toBe(0);
    expect(budget.canAfford()).toBe(true);
  });
});

describe("createIndexer.tick", () => {
  it("rescans until the budget has no room, defers the rest, and charges the calls each rescan really made", async () => {
    const clock = { ms: 0 };
    let calls = 0;
    const rescanned: string[] = [];
    const indexer = createIndexer({
      readCandidates: async () => candidates({ mostScanned: ["A", "B", "C", "D"].map((mint, i) => ({ mint, scans: 10 - i })) }),
      rescan: async (mint) => {
        rescanned.push(mint);
        calls += 90;
      },
      rpcCalls: () => calls,
      budget: createRpcBudget({ perMinute: 300, nowMs: () => clock.ms }),
      refreshAfterSeconds: 180,
      maxPerTick: 10,
    });
    const first = await indexer.tick();
    // 0+130, 90+90, 180+90 fit in 300; 270+90 does not
    expect(first).toMatchObject({ rescanned: ["A", "B", "C"], deferred: ["D"], calls: 270 });
    clock.ms = 61_000;
    const second = await indexer.tick();
    expect(second.rescanned).toEqual(["A", "B", "C"]); // the fake store never marks them fresh
    expect(rescanned).toHaveLength(6);
  });

  it("counts a failed rescan's calls and goes on with the next mint", async () => {
    let calls = 0;
    const indexer = createIndexer({
      readCandidates: async () => candidates({ watched: ["bad", "good"] }),
      rescan: async (mint) => {
        calls += 5;
        if (mint === "bad") throw new Error("not a mint");
      },
      rpcCalls: () => calls,
      budget: createRpcBudget({ perMinute: 1_000, nowMs: () => 0 }),
      refreshAfterSeconds: 180,
      maxPerTick: 10,
    });
    expect(await indexer.tick()).toMatchObject({ rescanned: ["good"], failed: ["bad"], calls: 10 });
  });
});

describe("the indexer on the embedded ledger and a database", () => {
  let ledger: LedgerServer;
  let database: Database;

  beforeAll(async () => {
    ledger = await startLedgerServer({ world: getDefaultLedger(), latencyMs: 0 });
    database = await createDatabase({ dataDir: IN_MEMORY });
  });

  afterAll(async () => {
    await closeBackground();
    await ledger?.close();
    await database?.close();
  });

  it("rescans the most scanned mints into stored reports within the budget; a caller's next scan is pre_indexed", async () => {
    const sources = () => ledgerSources(ledger, { now: () => Math.floor(Date.now() / 1000) });
    const base = { gatherOptions: DEFAULT_GATHER_OPTIONS, database: async () => database, ttlSeconds: 300 };
    const indexerSources = sources();
    const indexerScans = createScanService({ ...base, sources: indexerSources });
    const hot = getScenario("two-hop-cluster")!.mint;
    const warm = getScenario("clean-organic")!.mint;
    const event = { source: "real_time" as const, cabalScore: 0, recommendation: "SAFE", durationMs: 1 };
    await createScanEvents(database.prisma, [
      { mint: hot, ...event },
      { mint: hot, ...event },
      { mint: warm, ...event },
    ]);
    const indexer = wireIndexer({
      database: async () => database,
      rpc: indexerSources.rpc,
      rescan: async (mint) => void (await indexerScans.traceSnapshot({ mint })),
      trending: async () => [],
      // room for the first trace only (estimated at 130 calls); a trace here costs 75-93, so not for a second
      rpcBudgetPerMinute: FIRST_ESTIMATE_CALLS,
      ttlSeconds: 300,
      intervalSeconds: 60,
    });
    const first = await indexer.tick();
    expect(first.selected).toEqual([hot, warm]);
    expect(first.rescanned).toEqual([hot]);
    expect(first.deferred).toEqual([warm]);
    const callsMade = Object.values(indexerSources.rpc.stats().calls).reduce((a, b) => a + b, 0);
    expect(first.calls).toBe(callsMade);
    expect(callsMade).toBeGreaterThan(FIRST_ESTIMATE_CALLS / 2);
    expect(await findScanReport(database.prisma, hot)).not.toBeNull();
    expect(await findScanReport(database.prisma, warm)).toBeNull();

    // the hot mint's report is fresh now: the next tick does not pick it again
    const second = await indexer.tick();
    expect(second.selected).toEqual([warm]);

    // two instances' timers: only the lease holder ticks, and keeps the lease on its next tick
    let ticks = 0;
    const counting = { ...indexer, tick: async () => ((ticks += 1), indexer.tick()) };
    const db = async () => database;
    expect(await tickIfLeader(db, counting, "instance-1", 60)).not.toBeNull();
    expect(await tickIfLeader(db, counting, "instance-2", 60)).toBeNull();
    expect(await tickIfLeader(db, counting, "instance-1", 60)).not.toBeNull();
    expect(ticks).toBe(2);

    // a caller's own scan service (another process, say) answers from the stored report
    const callerSources = sources();
    const caller = createScanService({ ...base, sources: callerSources });
    expect((await caller.scan({ mint: hot })).source).toBe("pre_indexed");
    expect(callerSources.rpc.stats().calls).toEqual({});
  });
});
