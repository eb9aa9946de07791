// One pass of the checkpoint loop: schedule the newly enrolled mints, lease a
// batch of cases with a checkpoint due, read their tokens (read-tokens.ts:
// two JSON-RPC batches for the batch, within OUTCOME_RPC_BUDGET), fold what
// was read into each case's state, label every due checkpoint by the rule
// (server/engine/outcomes) and record it, fenced by the lease. Any number of
// workers share one database: a case is leased by one at a time, and its
// checkpoint is labelled once.
import { randomUUID } from "node:crypto";
import type { DexScreenerClient } from "@/server/chain/market/client";
import type { SolanaRpc } from "@/server/chain/solana-rpc/client";
import type { Database } from "@/server/platform/db/client";
import { foldTransactions } from "@/server/engine/outcomes/fold-transactions";
import { judgeCheckpoint, withReading } from "@/server/engine/outcomes/judge-checkpoint";
import { flagsOfReport, type FlaggedReport } from "@/server/engine/outcomes/report-flags";
import { parseCaseState, serializeCaseState } from "@/server/services/outcomes/case-state-json";
import { readTokens, type TokenReading } from "@/server/services/outcomes/read-tokens";
import type { CaseState } from "@/server/engine/outcomes/types";
import type { OutcomeSettings } from "@/server/services/outcomes/settings";
import { leaseDueCases, recordReading, releaseCase, scheduleNewCases, type LeasedCase, type NewCase } from "@/server/services/outcomes/store/outcome-cases";
import { grantOutcomeRpcCalls, nextMinute } from "@/server/services/outcomes/store/outcome-rpc-budget";

export interface CheckpointWorkerDeps {
  database: () => Promise<Database>;
  /** the loop's own RPC client (its counters are the readings' calls only) */
  rpc: SolanaRpc;
  market: DexScreenerClient;
  settings: OutcomeSettings;
  now: () => Date;
  workerId?: string;
  /** how long a leased case is this worker's: far longer than a reading takes, ms */
  leaseMs?: number;
  /** newly scheduled cases (the demo starts their futures here) */
  onScheduled?: (cases: NewCase[]) => Promise<void>;
  /** a case was read for these checkpoints (tests count the reads) */
  onRead?: (mint: string, checkpoints: string[]) => void;
  log?: (line: string) => void;
}

export interface PassResult {
  scheduled: number;
  leased: number;
  labelled: { mint: string; name: string; label: string }[];
  /** left for the next minute: the RPC budget had no room */
  deferred: number;
  failed: number;
  calls: number;
}

const DEFAULT_LEASE_MS = 120_000;
const SCHEDULE_PER_PASS = 200;

export function createCheckpointWorker(deps: CheckpointWorkerDeps) {
  const workerId = deps.workerId ?? `outcomes-${randomUUID().slice(0, 8)}`;
  const { settings } = deps;

  async function runPass(): Promise<PassResult> {
    const { prisma } = await deps.database();
    const now = deps.now();
    const scheduled = await scheduleNewCases(prisma, { checkpoints: settings.checkpoints, demo: settings.demo, limit: SCHEDULE_PER_PASS, flagsOf: (r) => flagsOfReport(r as FlaggedReport) });
    if (scheduled.length > 0) await deps.onScheduled?.(scheduled);
    const leased = await leaseDueCases(prisma, { workerId, now, leaseMs: deps.leaseMs ?? DEFAULT_LEASE_MS, limit: settings.batchSize });
    const result: PassResult = { scheduled: scheduled.length, leased: leased.length, labelled: [], deferred: 0, failed: 0, calls: 0 };
    if (leased.length === 0) return result;
    const states = new Map(leased.map((c) => [c.mint, parseCaseState(c.state, c.report)]));
    const allow = (want: number, partial: boolean) => grantOutcomeRpcCalls(prisma, { now, want, budget: settings.rpcBudgetPerMinute, partial });
    const nowSec = Math.floor(now.getTime() / 1000);
    let reads;
    try {
      reads = await readTokens({ rpc: deps.rpc, market: deps.market, allow, txCap: settings.txCap }, leased.map((c) => ({ mint: c.mint, state: states.get(c.mint)! })), nowSec);
    } catch (error) {
      // the market or the RPC as a whole is down: every case waits for a later pass
      deps.log?.(`[outcomes] reading failed: ${error instanceof Error ? error.message : String(error)}`);
      for (const c of leased) await releaseCase(prisma, { mint: c.mint, workerId, retryAt: retryAt(now) });
      return { ...result, failed: leased.length };
    }
    for (const c of leased) {
      const read = reads.get(c.mint);
      if (!read || read.kind !== "read") {
        if (read?.kind === "failed") deps.log?.(`[outcomes] ${c.mint}: ${read.error}`);
        await releaseCase(prisma, { mint: c.mint, workerId, retryAt: read?.kind === "failed" ? retryAt(now) : nextMinute(now) });
        result[read?.kind === "failed" ? "failed" : "deferred"] += 1;
        continue;
      }
      result.calls += read.value.calls;
      const labels = judge(c, states.get(c.mint)!, read.value);
      deps.onRead?.(c.mint, c.due.map((d) => d.name));
      const recorded = await recordReading(prisma, { mint: c.mint, workerId, now, state: serializeCaseState(labels.state), labels: labels.labels });
      if (recorded) result.labelled.push(...labels.labels.map((l) => ({ mint: c.mint, name: l.name, label: l.label })));
    }
    return result;
  }

  function judge(c: LeasedCase, state: CaseState, read: TokenReading) {
    const folded = foldTransactions({ ...state, supply: read.supply }, read.fold);
    const report = c.report as { liquidity_usd: number | null; market_cap: number | null };
    const scan = { liquidityUsd: report.liquidity_usd, marketCap: report.market_cap };
    const labels = c.due.map((d) => {
      const verdict = judgeCheckpoint(folded, read.reading, scan, settings.quietWindowSeconds);
      return { name: d.name, label: verdict.label, evidence: verdict.evidence, facts: { ...verdict.facts, reasons: verdict.reasons } };
    });
    return { labels, state: { ...withReading(folded, read.reading), cursors: read.cursors } };
  }

  function retryAt(now: Date): Date {
    return new Date(now.getTime() + settings.intervalSeconds * 2_000);
  }

  return { workerId, runPass };
}

export type CheckpointWorker = ReturnType<typeof createCheckpointWorker>;
