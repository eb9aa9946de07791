// With getTransactionsForAddress a cold scan is three dependent round trips
// (issue 29): the mint with its first transactions; the holders' and first
// buyers' histories; their funders. Measured as the bench measures it: every
// HTTP request timed at a ledger latency that dwarfs the scanner's own CPU,
// and the longest chain of requests each sent after the one before answered.
// The standard path on the same worlds takes five. Two worlds keep a fourth
// trip on both paths, forced by the data (docs/operations.md "Round trips of a
// cold scan"): a funder two hops up known only from the intermediates'
// histories and profiled after them (two-hop-cluster), and the sellers of the
// deployer's past launches, whose funders are read after the launches'
// histories name them (pump-dump-deployer).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDexScreenerClient } from "@/server/chain/market/client";
import { createJupiterClient } from "@/server/chain/quotes/client";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { getDefaultLedger, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import { STANDARD_PLAN, type HistoryPlan } from "@/server/services/scan/gather/history/address-history";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { sequentialTrips } from "../../../../../scripts/bench-trips";

const LATENCY_MS = 250;
let ledger: LedgerServer;

beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger(), latencyMs: LATENCY_MS, wsOnNextPort: false, historyMethods: { enabled: true } });
});
afterAll(async () => {
  await ledger?.close();
});

async function tripsOf(id: string, plan: HistoryPlan): Promise<number> {
  const sent: { start: number; end: number }[] = [];
  const timed: typeof fetch = async (input, init) => {
    const entry = { start: performance.now(), end: 0 };
    try {
      return await fetch(input, init);
    } finally {
      entry.end = performance.now();
      sent.push(entry);
    }
  };
  const http = { timeoutMs: 30_000, maxRetries: 0, fetch: timed };
  const sources = {
    rpc: createSolanaRpc({ url: ledger.rpcUrl, concurrency: 16, ...http }),
    history: { plan: async () => plan, unserved: () => undefined },
    market: createDexScreenerClient({ baseUrl: ledger.dexscreenerUrl, ...http }),
    quotes: createJupiterClient({ baseUrl: ledger.jupiterUrl, ...http }),
    now: () => 1_764_000_000,
  };
  await gatherSnapshot(getScenario(id)!.mint, sources, DEFAULT_GATHER_OPTIONS);
  return sequentialTrips(sent);
}

describe("dependent round trips of a cold scan", () => {
  // a cabal with a shared funder, a deployer with launches to read, groups that sold out
  it.each(["team-funded", "serial-rugger", "deployer-exit"])("%s: 3 with getTransactionsForAddress, 5 without", async (id) => {
    expect(await tripsOf(id, { path: "indexed", fullLimit: 100 })).toBe(3);
    expect(await tripsOf(id, STANDARD_PLAN)).toBe(5);
  }, 60_000);

  // first buyers whose funding transaction another branch was already reading; a pool's locks,
  // which no longer wait for its owners to be classified
  it.each([
    ["exit-insiders", 5],
    ["lock-orca-position", 3],
    ["lock-meteora-damm-v2", 3],
  ] as const)("%s: 3 with getTransactionsForAddress, %i without", async (id, standard) => {
    expect(await tripsOf(id, { path: "indexed", fullLimit: 100 })).toBe(3);
    expect(await tripsOf(id, STANDARD_PLAN)).toBe(standard);
  }, 60_000);

  it.each([
    ["two-hop-cluster", 6],
    ["pump-dump-deployer", 6],
  ] as const)("%s: 4 with getTransactionsForAddress (forced by the data), %i without", async (id, standard) => {
    expect(await tripsOf(id, { path: "indexed", fullLimit: 100 })).toBe(4);
    expect(await tripsOf(id, STANDARD_PLAN)).toBe(standard);
  }, 60_000);
});
