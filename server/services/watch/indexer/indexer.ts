// The background indexer (issue 12, "pre-indexed means indexed ahead"): on each
// tick it reads the candidates (watched, most-scanned, trending mints and the
// age of their stored reports), picks the ones about to go stale, and rescans
// them through the scan service (which stores them, shares the trace under the
// mint's lease, and so makes the next caller's answer pre_indexed) as long as
// the RPC budget has room. It has its own RPC client, so the calls it counts
// are its own, not the callers' running at the same time.
import type { RpcBudget } from "@/server/services/watch/indexer/rpc-budget";
import { selectMintsToIndex, type IndexCandidates } from "@/server/services/watch/indexer/select-mints";

export interface IndexerDeps {
  readCandidates: () => Promise<IndexCandidates>;
  /** a fresh trace of the mint, stored */
  rescan: (mint: string) => Promise<void>;
  /** total RPC calls made so far by the client `rescan` uses */
  rpcCalls: () => number;
  budget: RpcBudget;
  refreshAfterSeconds: number;
  /** at most this many mints per tick */
  maxPerTick: number;
  log?: (line: string) => void;
}

export interface TickResult {
  selected: string[];
  rescanned: string[];
  failed: string[];
  /** selected but left for a later tick: the budget had no room */
  deferred: string[];
  calls: number;
}

export function createIndexer(deps: IndexerDeps) {
  return {
    async tick(): Promise<TickResult> {
      const selected = selectMintsToIndex(await deps.readCandidates(), { refreshAfterSeconds: deps.refreshAfterSeconds, limit: deps.maxPerTick });
      const result: TickResult = { selected, rescanned: [], failed: [], deferred: [], calls: 0 };
      for (const [i, mint] of selected.entries()) {
        if (!deps.budget.canAfford()) {
          result.deferred = selected.slice(i);
          break;
        }
        const before = deps.rpcCalls();
        try {
          await deps.rescan(mint);
          result.rescanned.push(mint);
        } catch (error) {
          result.failed.push(mint);
          deps.log?.(`[indexer] ${mint}: ${error instanceof Error ? error.message : String(error)}`);
        }
        const calls = deps.rpcCalls() - before;
        deps.budget.charge(calls);
        result.calls += calls;
      }
      return result;
    },
  };
}

export type Indexer = ReturnType<typeof createIndexer>;
