// A deployer's record against its base rate, on worlds of their own
// (server/ledger/scenarios/deployer-base-rate.ts) scanned over real HTTP as a
// cold scan reads them: a prolific launcher whose twelve launches all died is
// usual for its launch count (no points, no REVIEW), a creator whose own
// funded wallets bought and dumped its launches counts fully (REVIEW).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import type { DeployerRecordBand } from "@/server/engine/snapshot";
import { BUSY_LAUNCHER_EXPECTED, buildLedgerWorld, busyLauncher, INSIDER_DUMPER_EXPECTED, insiderDumper, startLedgerServer, TIP_TIME, type LedgerServer } from "@/server/ledger";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { ledgerSources } from "@/server/services/scan/testing/ledger-sources";

let ledger: LedgerServer;
beforeAll(async () => {
  ledger = await startLedgerServer({ world: buildLedgerWorld([busyLauncher, insiderDumper]), latencyMs: 0, wsOnNextPort: false });
}, 120_000);
afterAll(async () => {
  await ledger?.close();
});

async function scan(mint: string, deployerRecords?: DeployerRecordBand[]) {
  const sources = ledgerSources(ledger, { now: () => TIP_TIME, http: { timeoutMs: 20_000, maxRetries: 0 } });
  const { rpc } = sources;
  const snapshot = await gatherSnapshot(mint, sources, DEFAULT_GATHER_OPTIONS);
  const calls = Object.values(rpc.stats().calls).reduce((a, b) => a + b, 0);
  return { report: buildReport({ ...snapshot, ...(deployerRecords ? { deployerRecords } : {}) }, { includeLaunches: true }), calls };
}

const deployerReasons = (reasons: string[]) => reasons.filter((r) => r.includes("deployer"));

describe("a prolific launcher whose launches all died, none dumped by wallets it paid", () => {
  const facts = BUSY_LAUNCHER_EXPECTED;

  it("is named a serial rugger by its counts, but usual for its launch count: no points, SAFE", async () => {
    const { report, calls } = await scan(facts.mint);
    const d = report.deployer;
    expect(d).toMatchObject({ creator: facts.creator, tokens_launched: 12, dead: 12, verdict: "SERIAL_RUGGER" });
    expect(d.reputation).not.toBe("SERIAL_RUGGER");
    expect(d.base_rate).toMatchObject({ source: "prior", band: "10-19", record: "usual", insider_dumped_launches: 0 });
    // its sellers were read, and none was paid by the creator
    expect(d.launches?.every((l) => l.insider_dumped === false)).toBe(true);
    expect(deployerReasons(report.top_reasons).some((r) => r.startsWith("+"))).toBe(false);
    expect(report.recommendation).toBe("SAFE");
    console.log(`busy-launcher: ${calls} RPC calls`);
  });

  it("the same record against stored scans where creators with 10-19 launches lose only half: unusual, REVIEW with 15 points, never AVOID", async () => {
    const records: DeployerRecordBand[] = [{ min: 10, max: 19, creators: 60, sampledLaunches: 720, deadLaunches: 360, pumpKnownLaunches: 0, pumpAndDumps: 0 }];
    const { report } = await scan(facts.mint, records);
    expect(report.deployer.base_rate).toMatchObject({ source: "stored_scans", creators: 60, dead_rate_pct: 50, record: "unusual" });
    expect(report.recommendation).toBe("REVIEW");
    expect(report.cabal_score).toBe(15);
  });
});

describe("a creator whose own funded wallets bought and dumped its launches", () => {
  const facts = INSIDER_DUMPER_EXPECTED;

  it("counts the dumps fully: serial rugger, +25, REVIEW, naming the wallets it paid", async () => {
    const { report, calls } = await scan(facts.mint);
    const d = report.deployer;
    expect(d).toMatchObject({ creator: facts.creator, tokens_launched: 4, verdict: "SERIAL_RUGGER", reputation: "SERIAL_RUGGER" });
    expect(d.base_rate).toMatchObject({ record: "usual", insider_dumped_launches: 4 });
    for (const launch of d.launches ?? []) {
      expect(launch.insider_dumped, launch.mint).toBe(true);
      for (const seller of launch.insider_sellers ?? []) expect(facts.insiders[launch.mint]).toContain(seller);
      expect(launch.insider_sellers?.length).toBeGreaterThan(0);
    }
    const scored = deployerReasons(report.top_reasons).filter((r) => r.startsWith("+"));
    expect(scored).toEqual([expect.stringMatching(/^\+25 deployer .* serial rugger: wallets it funded .* bought and dumped 4 of its earlier launches/)]);
    expect(report.recommendation).toBe("REVIEW");
    console.log(`insider-dumper: ${calls} RPC calls`);
  });
});
