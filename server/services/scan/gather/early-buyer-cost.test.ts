// Issue 22's early-buyer cost on the embedded ledger: a busy token's first 100
// buyers are unrelated traders, so none of their sells is read (590 RPC calls
// a scan before, 467 after; 468 with round 1's two getProgramAccounts for the
// owners' getMultipleAccounts; issue 33's lock reader adds 23 getProgramAccounts
// over the locker and vesting programs, counted apart); a deployer-funded group that sold out is still
// found with its sells.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import { getDefaultLedger, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { ledgerSources } from "@/server/services/scan/testing/ledger-sources";

let ledger: LedgerServer;
beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger(), latencyMs: 0, wsOnNextPort: false });
});
afterAll(async () => {
  await ledger?.close();
});

async function scan(id: string) {
  const sources = ledgerSources(ledger, { now: () => 1_764_000_000, http: { timeoutMs: 20_000, maxRetries: 0 } });
  const { rpc } = sources;
  const snapshot = await gatherSnapshot(getScenario(id)!.mint, sources, DEFAULT_GATHER_OPTIONS);
  const byMethod = rpc.stats().calls;
  const programAccounts = byMethod.getProgramAccounts ?? 0;
  const calls = Object.values(byMethod).reduce((a, b) => a + b, 0) - programAccounts;
  return { snapshot, report: buildReport(snapshot, { includeLaunches: false }), calls, programAccounts };
}

describe("early buyers' RPC cost", () => {
  it("a busy token: 100 first buyers traced, no sells read for wallets no group can hold", async () => {
    const { snapshot, calls, programAccounts } = await scan("busy-token");
    expect(snapshot.earlyBuyers).toHaveLength(100);
    // each unrelated buyer keeps only its first buy
    expect(snapshot.earlyBuyers!.filter((b) => b.trades.length > 1).length).toBeLessThan(10);
    expect(calls).toBeLessThanOrEqual(470);
    // two holder listings and one batch over the lockers
    expect(programAccounts).toBeLessThanOrEqual(25);
  });

  it("a deployer-funded group that sold out keeps its sells and is still an exited group", async () => {
    const { report } = await scan("deployer-exit");
    const [group] = report.exited_clusters ?? [];
    expect(group).toMatchObject({ deployer_funded: true });
    expect(group.sold_pct).toBeGreaterThan(0);
    expect(group.evidence_txs.length).toBeGreaterThan(group.wallet_count * 2);
  });
});
