// What the history method does not answer is read the standard way: a scan
// planned on getTransactionsForAddress whose calls fail (a provider's 500s) or
// are refused (-32601: the method went away since the probe) still gives the
// standard path's report, and a refusal tells the probe holder at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDexScreenerClient } from "@/server/chain/market/client";
import { createJupiterClient } from "@/server/chain/quotes/client";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { buildReport } from "@/server/engine/report";
import { getDefaultLedger, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import { STANDARD_PLAN, type HistoryPlan } from "@/server/services/scan/gather/history/address-history";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";

let ledger: LedgerServer;
const mint = getScenario("deployer-exit")!.mint;

beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger(), wsOnNextPort: false, historyMethods: { enabled: true } });
});
afterAll(async () => {
  await ledger?.close();
});

async function scan(plan: HistoryPlan) {
  const unserved: string[] = [];
  const http = { timeoutMs: 10_000, maxRetries: 0 };
  const rpc = createSolanaRpc({ url: ledger.rpcUrl, concurrency: 16, ...http });
  const sources = {
    rpc,
    history: { plan: async () => plan, unserved: (reason: string) => void unserved.push(reason) },
    market: createDexScreenerClient({ baseUrl: ledger.dexscreenerUrl, ...http }),
    quotes: createJupiterClient({ baseUrl: ledger.jupiterUrl, ...http }),
    now: () => 1_764_000_000,
  };
  const snapshot = await gatherSnapshot(mint, sources, DEFAULT_GATHER_OPTIONS);
  // the ledger's clock runs between the scans: the slot a report names may differ
  return { report: { ...buildReport(snapshot, { includeLaunches: true }), slot: 0, analysis_time_ms: 0 }, failures: snapshot.coverage.failures, unserved, calls: rpc.stats().calls };
}

describe("the indexed path when the history method does not answer", () => {
  const indexed: HistoryPlan = { path: "indexed", fullLimit: 100 };

  it("answers the standard way where its calls fail, with the same report and no gap", async () => {
    const standard = await scan(STANDARD_PLAN);
    ledger.controls.configure({ faults: [{ mode: "500", methods: ["getTransactionsForAddress"], every: 2 }] });
    try {
      const degraded = await scan(indexed);
      expect(degraded.calls.getTransactionsForAddress).toBeGreaterThan(0);
      // the indexed path lists only the mint and the pool; the rest here is the fallback
      expect(degraded.calls.getSignaturesForAddress).toBeGreaterThan(2);
      expect(degraded.failures).toEqual([]);
      expect(degraded.report).toEqual(standard.report);
    } finally {
      ledger.controls.configure({ faults: [] });
    }
  });

  it("reports a method that is no longer served, and still answers in full", async () => {
    const standard = await scan(STANDARD_PLAN);
    ledger.controls.configure({ historyMethods: { enabled: false } });
    try {
      const refused = await scan(indexed);
      expect(refused.unserved.length).toBeGreaterThan(0);
      expect(refused.unserved[0]).toMatch(/-32601/);
      expect(refused.report).toEqual(standard.report);
    } finally {
      ledger.controls.configure({ historyMethods: { enabled: true } });
    }
  });
});
