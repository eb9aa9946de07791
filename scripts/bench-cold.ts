// Part of `npm run bench` (and `--cold-only`): cold scans of every scenario
// against the ledger at its injected latency. Every HTTP request to the RPC
// is timed and tagged with the scan stage that sent it (stage-tag.ts), so the
// bench prints per scenario: wall time, JSON-RPC calls by method, the most
// requests in flight, and the sequential round trips: the longest chain of
// requests each sent after the previous one answered (with 100 ms per
// request that is the scan's critical path; wall / latency over-counts the
// CPU time between rounds; DexScreener and Jupiter requests count as trips
// too). Per stage: RPC calls (+ market/quote API requests), round trips and
// the time from its first request to its last answer. Then the same scans with the
// first-buyer trace switched off: what that trace adds.
import { getEnv } from "@/server/platform/config/env";
import { buildReport } from "@/server/engine/report";
import { SCENARIOS } from "@/server/ledger/scenarios";
import { createDexScreenerClient } from "@/server/chain/market/client";
import { createJupiterClient } from "@/server/chain/quotes/client";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { gatherSnapshot } from "@/server/services/scanning/gather/gather-snapshot";
import { DEFAULT_GATHER_OPTIONS, type GatherOptions } from "@/server/services/scanning/gather/options";
import { currentStage, type ScanStage } from "@/server/services/scanning/gather/stage-tag";
import { createSources } from "@/server/platform/runtime";
import { sequentialTrips } from "./bench-trips";

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
  wall: number;
  calls: Record<string, number>;
  httpRequests: number;
  maxInFlight: number;
  trips: number;
  recommendation: string;
  /** per stage: RPC calls, market/quote API requests, round trips (RPC and API), ms first request to last answer. */
  stages: Map<string, { calls: number; api: number; trips: number; ms: number }>;
}

async function runOne(mint: string, id: string, urls: { rpcUrl: string; dexscreenerUrl: string; jupiterUrl: string }, options: GatherOptions): Promise<ColdRun> {
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
  };
  const started = performance.now();
  const report = buildReport(await gatherSnapshot(mint, sources, options), { includeLaunches: false });
  const wall = performance.now() - started;
  const stats = sources.rpc.stats();
  const stages = new Map<string, { calls: number; api: number; trips: number; ms: number }>();
  for (const stage of STAGES) {
    const mine = sent.filter((s) => s.stage === stage);
    if (mine.length === 0) continue;
    const ms = Math.max(...mine.map((s) => s.end)) - Math.min(...mine.map((s) => s.start));
    stages.set(stage, { calls: mine.reduce((n, s) => n + s.methods.length, 0), api: mine.filter((s) => s.methods.length === 0).length, trips: sequentialTrips(mine), ms });
  }
  return { id, wall, calls: stats.calls, httpRequests: stats.httpRequests, maxInFlight: stats.maxInFlight, trips: sequentialTrips(sent), recommendation: report.recommendation, stages };
}

const total = (calls: Record<string, number>) => Object.values(calls).reduce((a, b) => a + b, 0);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchColdScans(urls: { rpcUrl: string; dexscreenerUrl: string; jupiterUrl: string }, latencyMs: number): Promise<void> {
  // one throwaway scan first: the first scan of a process pays for module loading and JIT
  await runOne(SCENARIOS[0].mint, SCENARIOS[0].id, urls, DEFAULT_GATHER_OPTIONS);
  console.log(`\nCold scans (ledger latency ${latencyMs} ms per request; trips = longest chain of sequential requests)`);
  console.log("scenario                  wall ms  trips  rpc calls  http reqs  in flight  recommendation  by method | per stage: calls/trips/ms");
  const runs: ColdRun[] = [];
  for (const scenario of SCENARIOS) {
    const run = await runOne(scenario.mint, scenario.id, urls, DEFAULT_GATHER_OPTIONS);
    runs.push(run);
    const byMethod = Object.entries(run.calls).sort((a, b) => b[1] - a[1]).map(([m, n]) => `${m.replace(/^get/, "")}:${n}`).join(" ");
    const perStage = [...run.stages].map(([stage, s]) => `${stage} ${s.calls}${s.api ? `+${s.api}api` : ""}/${s.trips}/${s.ms.toFixed(0)}`).join(", ");
    console.log(
      `${run.id.padEnd(24)} ${run.wall.toFixed(0).padStart(8)} ${String(run.trips).padStart(6)} ${String(total(run.calls)).padStart(10)} ${String(run.httpRequests).padStart(10)} ${String(run.maxInFlight).padStart(10)}  ${run.recommendation.padEnd(14)}  ${byMethod} | ${perStage}`,
    );
  }
  const walls = runs.map((r) => r.wall);
  const trips = runs.map((r) => r.trips);
  console.log(
    `cold wall time: median ${median(walls).toFixed(0)} ms, max ${Math.max(...walls).toFixed(0)} ms; trips median ${median(trips)}, max ${Math.max(...trips)}; calls median ${median(runs.map((r) => total(r.calls)))}, max ${Math.max(...runs.map((r) => total(r.calls)))}`,
  );

  console.log("\nThe first-buyer trace (exited groups): the same scans with it off; added = on - off");
  console.log("scenario                  calls on  calls off  added  trips on  trips off  wall on  wall off");
  const added: { calls: number; trips: number; wall: number }[] = [];
  for (const run of runs) {
    const scenario = SCENARIOS.find((s) => s.id === run.id)!;
    const off = await runOne(scenario.mint, scenario.id, urls, { ...DEFAULT_GATHER_OPTIONS, firstBuyers: false });
    added.push({ calls: total(run.calls) - total(off.calls), trips: run.trips - off.trips, wall: run.wall - off.wall });
    console.log(
      `${run.id.padEnd(24)} ${String(total(run.calls)).padStart(9)} ${String(total(off.calls)).padStart(10)} ${String(total(run.calls) - total(off.calls)).padStart(6)} ${String(run.trips).padStart(9)} ${String(off.trips).padStart(10)} ${run.wall.toFixed(0).padStart(8)} ${off.wall.toFixed(0).padStart(9)}`,
    );
  }
  console.log(
    `first-buyer trace adds: calls median ${median(added.map((a) => a.calls))}, max ${Math.max(...added.map((a) => a.calls))}; trips median ${median(added.map((a) => a.trips))}, max ${Math.max(...added.map((a) => a.trips))}; wall median ${median(added.map((a) => a.wall)).toFixed(0)} ms`,
  );
}
