// Deployer history on worlds of its own (server/ledger/scenarios/deployer-history.ts),
// served over real HTTP: the description's "pump_and_dumps: launches that ran
// past 100k USD then dropped to dust" (decisions: below 1% of the peak or below
// 1,000 USD after it), peaks for every launch of a history longer than ten, and
// a creator with more than 3,000 signatures judged from its creations.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import type { EngineReport } from "@/server/engine/report-types";
import { BUSY_DEPLOYER_EXPECTED, buildLedgerWorld, busyDeployer, DEPLOYER_PEAKS_EXPECTED, deployerPeaks, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import { LAUNCH_TX_BUDGET } from "@/server/services/scan/gather/launch-histories";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { ledgerSources } from "@/server/services/scan/testing/ledger-sources";

let ledger: LedgerServer;
beforeAll(async () => {
  ledger = await startLedgerServer({ world: buildLedgerWorld([deployerPeaks, busyDeployer]), latencyMs: 0, wsOnNextPort: false });
}, 120_000);
afterAll(async () => {
  await ledger?.close();
});

async function scan(mint: string): Promise<{ report: EngineReport; calls: Record<string, number>; capsHit: string[] }> {
  const sources = ledgerSources(ledger, { now: () => 1_764_000_000, http: { timeoutMs: 20_000, maxRetries: 0 } });
  const { rpc } = sources;
  const snapshot = await gatherSnapshot(mint, sources, DEFAULT_GATHER_OPTIONS);
  return { report: buildReport(snapshot, { includeLaunches: true }), calls: rpc.stats().calls, capsHit: snapshot.coverage.capsHit };
}

const total = (calls: Record<string, number>) => Object.values(calls).reduce((a, b) => a + b, 0);

describe("deployer history: pump-and-dumps past 100k, peaks for every launch", () => {
  const facts = DEPLOYER_PEAKS_EXPECTED;

  it("counts the launch that ran past 100k and fell to dust, not the one that held its value", async () => {
    const { report, calls } = await scan(facts.mint);
    const d = report.deployer;
    expect(d.creator).toBe(facts.creator);
    expect(d.tokens_launched).toBe(facts.priorMints.length);
    const byMint = new Map((d.launches ?? []).map((l) => [l.mint, l]));
    const dumped = byMint.get(facts.dumped)!;
    const held = byMint.get(facts.held)!;
    expect(dumped.peak_mcap_usd).toBeGreaterThan(100_000);
    expect(held.peak_mcap_usd).toBeGreaterThan(100_000);
    expect(dumped.pump_and_dump).toBe(true);
    expect(held.pump_and_dump).toBe(false);
    expect(held.status).toBe("alive");
    // the small ones never came near 100k: dead, but no pump-and-dump
    for (const mint of facts.smallLaunches) expect(byMint.get(mint)).toMatchObject({ status: "dead", pump_and_dump: false });
    expect(d.pump_and_dumps).toBe(1);
    expect(d.verdict).toBe("SERIAL_RUGGER");
    console.log(`deployer-peaks: ${total(calls)} RPC calls`, calls);
  });

  it("reads a peak for every one of the 13 launches, the oldest included, within the shared budget", async () => {
    const { report, calls } = await scan(facts.mint);
    const launches = report.deployer.launches ?? [];
    expect(launches.map((l) => l.mint).sort()).toEqual([...facts.priorMints].sort());
    for (const l of launches) expect(l.peak_mcap_usd, l.mint).not.toBeNull();
    expect(report.deployer.best_peak_usd).toBe(Math.max(...launches.map((l) => l.peak_mcap_usd!)));
    // every launch's transactions together stay inside the budget (plus the scan's own)
    expect(calls.getTransaction ?? 0).toBeLessThan(LAUNCH_TX_BUDGET + 150);
  });

  it("names the launch that graduated to a pool", async () => {
    const { report } = await scan(facts.mint);
    const launches = report.deployer.launches ?? [];
    expect(launches.filter((l) => l.graduated).map((l) => l.mint)).toEqual([facts.graduated]);
  });
});

describe("a deployer with more than 3,000 signatures", () => {
  const facts = BUSY_DEPLOYER_EXPECTED;

  it("is judged from its creations (its pump.fun curves), not UNKNOWN", async () => {
    const { report, calls, capsHit } = await scan(facts.mint);
    const d = report.deployer;
    expect(d.creator).toBe(facts.creator);
    expect(d.history_complete).toBe(false);
    expect((d.launches ?? []).map((l) => l.mint).sort()).toEqual([...facts.priorMints].sort());
    expect(d.tokens_launched).toBe(3);
    expect(d.verdict).toBe("SERIAL_RUGGER");
    expect(capsHit).toContain("deployer_history");
    console.log(`busy-deployer: ${total(calls)} RPC calls`, calls);
  });
});
