// The analytics trace on the embedded ledger (real HTTP): its trade-history
// caps say when they bite, and the history shares the scan's memoized reads
// (a transaction the scan read is not read again).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WASH_RING_EXPECTED, getDefaultLedger, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { DEFAULT_TRADE_HISTORY_CAPS } from "@/server/services/scan/gather/trade-history";
import { traceAnalytics } from "@/server/services/analytics/trace-analytics";
import { ledgerSources } from "@/server/services/scan/testing/ledger-sources";

let ledger: LedgerServer;
beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger(), latencyMs: 0 });
});
afterAll(async () => {
  await ledger?.close();
});

function deps(caps = DEFAULT_TRADE_HISTORY_CAPS) {
  const sources = ledgerSources(ledger, { now: () => 1_764_000_000, http: { timeoutMs: 10_000, maxRetries: 0 } });
  return {
    rpc: sources.rpc,
    deps: {
      sources,
      gatherOptions: DEFAULT_GATHER_OPTIONS,
      historyCaps: caps,
    },
  };
}

describe("analytics trace", () => {
  it("reads the whole history within the default caps, each transaction once", async () => {
    const { rpc, deps: d } = deps();
    const { analytics, scan } = await traceAnalytics(WASH_RING_EXPECTED.mint, d, true);
    expect(analytics.history.complete).toBe(true);
    expect(analytics.history.capsHit).toEqual([]);
    const ring = new Set(WASH_RING_EXPECTED.ring);
    expect(analytics.history.trades.filter((t) => ring.has(t.owner))).toHaveLength(WASH_RING_EXPECTED.ring.length * WASH_RING_EXPECTED.roundTripsPerWallet * 2);
    // memoized with the scan's reads: asking again for every trade's transaction and the mint's first page costs no call
    const before = { ...rpc.stats().calls };
    await scan.transactions(analytics.history.trades.map((t) => t.signature));
    await scan.signaturePages([{ address: WASH_RING_EXPECTED.mint, limit: 1000 }]);
    expect(rpc.stats().calls).toEqual(before);
  });

  it("a transaction cap that bites: history_complete false, the cap in the coverage", async () => {
    const { deps: d } = deps({ ...DEFAULT_TRADE_HISTORY_CAPS, transactions: 10 });
    const { analytics, token } = await traceAnalytics(WASH_RING_EXPECTED.mint, d, true);
    expect(analytics.history.complete).toBe(false);
    expect(analytics.history.capsHit).toContain("trade_history_transactions");
    expect(token.coverage.capsHit).toContain("trade_history_transactions");
    expect(analytics.history.transactionsRead).toBeLessThanOrEqual(10);
  });
});
