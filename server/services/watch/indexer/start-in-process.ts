// Runs the background indexer inside `npm start` (instrumentation.ts), unless
// INDEXER=off. Every instance starts it, but only the one holding the
// "indexer" lease (a trace_leases row, renewed each tick, taken over when its
// holder dies) ticks, so N instances spend one INDEXER_RPC_BUDGET, not N.
import type { Database } from "@/server/platform/db/client";
import { findReportTimes, listMostScanned, listWatchedMints } from "@/server/platform/db/scan-reports";
import { takeTraceLease } from "@/server/platform/db/trace-leases";
import type { SolanaRpc } from "@/server/chain/solana-rpc/client";
import { createSources, type Runtime } from "@/server/platform/runtime";
import { createScanService } from "@/server/services/scan/scan/scan-service";
import { createIndexer, type Indexer } from "@/server/services/watch/indexer/indexer";
import { createRpcBudget } from "@/server/services/watch/indexer/rpc-budget";
import { refreshAfterSeconds } from "@/server/services/watch/indexer/select-mints";
import { fetchTrendingMints } from "@/server/services/watch/indexer/trending";

/** the lease row's key: not a mint (base58 has no ':') */
export const INDEXER_LEASE = "indexer:tick";
/** how far back "most scanned" looks */
const HOT_WINDOW_MS = 60 * 60 * 1000;
const MAX_PER_TICK = 50;
const CANDIDATES_PER_KIND = 100;

export interface IndexerWiring {
  database: () => Promise<Database>;
  /** the indexer's own RPC client: its counters are the indexer's calls only */
  rpc: Pick<SolanaRpc, "stats">;
  rescan: (mint: string) => Promise<void>;
  /** DexScreener's trending lists, or none (embedded ledger) */
  trending: () => Promise<string[]>;
  rpcBudgetPerMinute: number;
  ttlSeconds: number;
  intervalSeconds: number;
  nowMs?: () => number;
  log?: (line: string) => void;
}

/** The indexer on the database's candidates; separate from the timer so tests tick it by hand. */
export function wireIndexer(wiring: IndexerWiring): Indexer {
  const nowMs = wiring.nowMs ?? Date.now;
  return createIndexer({
    async readCandidates() {
      const { prisma } = await wiring.database();
      const [watched, mostScanned, trending] = await Promise.all([
        listWatchedMints(prisma, CANDIDATES_PER_KIND),
        listMostScanned(prisma, new Date(nowMs() - HOT_WINDOW_MS), CANDIDATES_PER_KIND),
        wiring.trending(),
      ]);
      const times = await findReportTimes(prisma, [...new Set([...watched, ...mostScanned.map((m) => m.mint), ...trending])]);
      const reportAgeSeconds = new Map([...times].map(([mint, at]) => [mint, (nowMs() - at.getTime()) / 1000]));
      return { watched, mostScanned, trending, reportAgeSeconds };
    },
    rescan: wiring.rescan,
    rpcCalls: () => Object.values(wiring.rpc.stats().calls).reduce((sum, n) => sum + n, 0),
    budget: createRpcBudget({ perMinute: wiring.rpcBudgetPerMinute, nowMs }),
    refreshAfterSeconds: refreshAfterSeconds(wiring.ttlSeconds, wiring.intervalSeconds),
    maxPerTick: MAX_PER_TICK,
    log: wiring.log,
  });
}

/** The wiring of this process's runtime: its own RPC client and scan service (no scan events: the
 * indexer's rescans must not make a mint look popular). */
export function runtimeIndexerWiring(runtime: Runtime): IndexerWiring {
  const sources = createSources(runtime.env, runtime.urls, runtime.sources.now);
  const scans = createScanService({ sources, gatherOptions: runtime.gatherOptions, database: runtime.database, ttlSeconds: runtime.env.SCAN_CACHE_TTL_SECONDS });
  const timeoutMs = runtime.env.MARKET_TIMEOUT_MS;
  return {
    database: runtime.database,
    rpc: sources.rpc,
    rescan: async (mint) => void (await scans.traceSnapshot({ mint })),
    trending: runtime.urls.kind === "remote" ? () => fetchTrendingMints(runtime.urls.dexscreenerUrl, { timeoutMs, log: console.error }) : async () => [],
    rpcBudgetPerMinute: runtime.env.INDEXER_RPC_BUDGET,
    ttlSeconds: runtime.env.SCAN_CACHE_TTL_SECONDS,
    intervalSeconds: runtime.env.INDEXER_INTERVAL_SECONDS,
    log: console.error,
  };
}

/** One tick if this holder has (or renews) the indexer lease, else null: N instances spend one budget.
 * The lease lasts three intervals, so another instance takes over only when this one is gone. */
export async function tickIfLeader(database: () => Promise<Database>, indexer: Indexer, holder: string, intervalSeconds: number) {
  const { prisma } = await database();
  if (!(await takeTraceLease(prisma, { mint: INDEXER_LEASE, holder, seconds: 3 * intervalSeconds }))) return null;
  return indexer.tick();
}
