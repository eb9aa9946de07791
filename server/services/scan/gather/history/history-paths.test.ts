// The differential test of the two address-history paths (issue 29 item 3):
// every ledger scenario scanned through plain JSON-RPC (a ledger that answers
// getTransactionsForAddress with -32601) and through getTransactionsForAddress
// (the same world, served as the providers document it) gives the same report,
// field for field but the analysis time. Each scan probes its RPC first, as
// the app does (rpc-history.ts). The ledger's clock stands still, so both
// scans read the chain at the same slot.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDexScreenerClient } from "@/server/chain/market/client";
import { createJupiterClient } from "@/server/chain/quotes/client";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { buildReport } from "@/server/engine/report";
import { buildLedgerWorld, SCENARIOS, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { createRpcHistory } from "@/server/services/scan/history/rpc-history";

const NOW_MS = Date.UTC(2025, 10, 20);
let plain: LedgerServer;
let indexed: LedgerServer;
let wide: LedgerServer;

beforeAll(async () => {
  const world = buildLedgerWorld();
  // the first server's clock is the world's: a fixed instant
  plain = await startLedgerServer({ world, now: () => NOW_MS, wsOnNextPort: false });
  [indexed, wide] = await Promise.all([
    startLedgerServer({ world, wsOnNextPort: false, historyMethods: { enabled: true } }),
    startLedgerServer({ world, wsOnNextPort: false, historyMethods: { enabled: true, fullLimit: 1000 } }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([plain?.close(), indexed?.close(), wide?.close()]);
});

async function scan(ledger: LedgerServer, mint: string) {
  const http = { timeoutMs: 30_000, maxRetries: 0 };
  const rpc = createSolanaRpc({ url: ledger.rpcUrl, concurrency: 16, ...http });
  const history = createRpcHistory({ transport: rpc, mode: "auto", refreshMs: 3_600_000, log: () => undefined });
  const sources = { rpc, history, market: createDexScreenerClient({ baseUrl: ledger.dexscreenerUrl, ...http }), quotes: createJupiterClient({ baseUrl: ledger.jupiterUrl, ...http }), now: () => NOW_MS / 1000 };
  const report = buildReport(await gatherSnapshot(mint, sources, DEFAULT_GATHER_OPTIONS), { includeLaunches: true });
  history.stop();
  const { getTransactionsForAddress: indexedCalls = 0, ...rest } = rpc.stats().calls;
  return { report: { ...report, analysis_time_ms: 0 }, path: history.status().plan.path, indexedCalls, standardCalls: Object.values(rest).reduce((a, b) => a + b, 0) };
}

describe("standard JSON-RPC and getTransactionsForAddress give the same report", () => {
  it.each(SCENARIOS.map((s) => [s.id, s.mint]))("%s", async (_id, mint) => {
    const [standard, history] = await Promise.all([scan(plain, mint), scan(indexed, mint)]);
    expect(standard.path).toBe("standard");
    expect(history.path).toBe("indexed");
    expect(standard.indexedCalls).toBe(1); // the probe, answered -32601
    expect(history.indexedCalls).toBeGreaterThan(2);
    expect(history.standardCalls).toBeLessThan(standard.standardCalls);
    expect(history.report).toEqual(standard.report);
  }, 60_000);

  it.each(["busy-token", "two-hop-cluster", "pump-dump-deployer"])("%s, on a provider whose full pages hold 1,000 transactions", async (id) => {
    const mint = SCENARIOS.find((s) => s.id === id)!.mint;
    const [standard, history] = await Promise.all([scan(plain, mint), scan(wide, mint)]);
    expect(history.path).toBe("indexed");
    expect(history.report).toEqual(standard.report);
  }, 60_000);
});
