// One cold scan for the bench (scripts/bench-cold.ts): gather + engine against
// the ledger at its injected latency, on the history path asked for. Every
// HTTP request to the RPC is timed and tagged with the scan stage that sent it
// (stage-tag.ts); the calls are counted per method and priced with both
// published credit lists (credit-prices.ts).
import { getEnv } from "@/server/platform/config/env";
import { buildReport } from "@/server/engine/report";
import type { EngineReport } from "@/server/engine/report-types";
import { createDexScreenerClient } from "@/server/chain/market/client";
import { createJupiterClient } from "@/server/chain/quotes/client";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { creditsOf, HELIUS_CREDITS, QUICKNODE_CREDITS } from "@/server/chain/solana-rpc/credit-prices";
import { probeHistoryMethods, type HistoryMethods } from "@/server/chain/solana-rpc/history-probe";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import type { HistoryPlan } from "@/server/services/scan/gather/history/address-history";
import type { GatherOptions } from "@/server/services/scan/gather/options";
import { currentStage, type ScanStage } from "@/server/services/scan/gather/stage-tag";
import { createSources } from "@/server/platform/runtime";
import { sequentialTrips } from "./bench-trips";

export type BenchUrls = { rpcUrl: string; dexscreenerUrl: string; jupiterUrl: string };

/** The ledger's history methods, probed once for the whole bench, as the app probes its RPC at start. */
export async function probeLedgerHistory(urls: BenchUrls): Promise<{ plan: HistoryPlan | null; methods: HistoryMethods }> {
  const env = getEnv();
  const methods = await probeHistoryMethods(createSolanaRpc({ url: urls.rpcUrl, concurrency: 4, timeoutMs: env.RPC_TIMEOUT_MS, maxRetries: env.RPC_MAX_RETRIES }));
  const gtfa = methods.transactionsForAddress;
  return { plan: gtfa.served ? { path: "indexed", fullLimit: gtfa.fullLimit } : null, methods };
}

/** A history source that answers `plan` without probing (the bench chose the path). */
export function fixedHistory(plan: HistoryPlan, id: string) {
  return { plan: async () => plan, unserved: (reason: string) => console.error(`[bench] ${id}: history method unserved: ${reason}`) };
}

interface Sent {
  stage: ScanStage | "untagged";
  start: number;
  end: number;
  /** JSON-RPC methods of the POST; empty for a market (DexScreener) or quote (Jupiter) request. */
  methods: string[];
}

const STAGES: (ScanStage | "untagged")[] = ["holders", "histories", "funding", "first_buyers", "deployer", "market", "locks", "untagged"];

export interface ColdRun {
  id: string;
  path: HistoryPlan["path"];
  wall: number;
  calls: Record<string, number>;
  totalCalls: number;
  credits: { helius: number; quicknode: number };
  httpRequests: number;
  maxInFlight: number;
  trips: number;
  report: EngineReport;
  /** per stage: RPC calls, market/quote API requests, round trips (RPC and API), ms first request to last answer. */
  stages: Map<string, { calls: number; api: number; trips: number; ms: number }>;
}

export async function runColdScan(mint: string, id: string, urls: BenchUrls, options: GatherOptions, plan: HistoryPlan): Promise<ColdRun> {
  const env = getEnv();
  const sent: Sent[] = [];
  const recording: typeof fetch = async (input, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as { method: string } | { method: string }[]) : [];
    const entry: Sent = { stage: currentStage() ?? "untagged", start: performance.now(), end: 0, methods: (Array.isArray(body) ? body : [body]).map((b) => b.method) };
    try {
      return await fetch(input, init);
    } finally {
      entry.end = performance.now();
      sent.push(entry);
    }
  };
  const http = { timeoutMs: env.RPC_TIMEOUT_MS, maxRetries: env.RPC_MAX_RETRIES, fetch: recording };
  const sources = {
    ...createSources(env, { kind: "remote", ...urls }),
    rpc: createSolanaRpc({ url: urls.rpcUrl, concurrency: env.RPC_CONCURRENCY, maxBatchSize: env.RPC_BATCH_SIZE, ...http }),
    market: createDexScreenerClient({ baseUrl: urls.dexscreenerUrl, ...http, timeoutMs: env.MARKET_TIMEOUT_MS }),
    quotes: createJupiterClient({ baseUrl: urls.jupiterUrl, ...http, timeoutMs: env.QUOTE_TIMEOUT_MS }),
    // the path is the bench's to choose: the ledger was probed once, before the runs
    history: fixedHistory(plan, id),
  };
  const started = performance.now();
  const report = buildReport(await gatherSnapshot(mint, sources, options), { includeLaunches: true });
  const wall = performance.now() - started;
  const stats = sources.rpc.stats();
  const stages = new Map<string, { calls: number; api: number; trips: number; ms: number }>();
  for (const stage of STAGES) {
    const mine = sent.filter((s) => s.stage === stage);
    if (mine.length === 0) continue;
    const ms = Math.max(...mine.map((s) => s.end)) - Math.min(...mine.map((s) => s.start));
    stages.set(stage, { calls: mine.reduce((n, s) => n + s.methods.length, 0), api: mine.filter((s) => s.methods.length === 0).length, trips: sequentialTrips(mine), ms });
  }
  return {
    id,
    path: plan.path,
    wall,
    calls: stats.calls,
    totalCalls: Object.values(stats.calls).reduce((a, b) => a + b, 0),
    credits: { helius: creditsOf(stats.calls, HELIUS_CREDITS), quicknode: creditsOf(stats.calls, QUICKNODE_CREDITS) },
    httpRequests: stats.httpRequests,
    maxInFlight: stats.maxInFlight,
    trips: sequentialTrips(sent),
    report,
    stages,
  };
}
