// The RPC bill (issue 28 item 5): every chain read done for a caller (a scan's
// trace, a map at a past slot, an analytics trace, a wallet check's reads) runs
// through a ticket: admitted under the credit budget first (credit-budget.ts),
// its JSON-RPC calls metered by method and stage (rpc-usage.ts, async context:
// scans sharing one client are counted apart), priced (credit-prices.ts) and
// written as one rpc_usage row off the request path (a failed write is logged,
// never the scan's failure). The operator's summary reads the rows back in SQL.
import { meterCalls } from "@/server/chain/solana-rpc/call-meter";
import { creditsFor, type CreditPrices } from "@/server/chain/solana-rpc/credit-prices";
import type { Database } from "@/server/platform/db/client";
import { creditMinuteOf } from "@/server/platform/db/rpc-credit-minutes";
import { aggregateRpcUsage, creditsRecordedSince, insertRpcUsage, medianCredits, pruneRpcUsage, type RpcUsageRow, type UsageAggregate } from "@/server/platform/db/rpc-usage";
import { createWriteQueue } from "@/server/platform/write-queue";
import type { BudgetState, CreditBudget } from "@/server/services/access/rpc-bill/credit-budget";
import type { RpcPayer } from "@/server/services/access/rpc-bill/payer";
import { createUsageMeter, type RpcUsage } from "@/server/services/scan/scan/rpc-usage";

/** scan: a scan's trace (every scan transport, the map's live trace, the indexer); map_slot: time travel;
 * analytics: cohorts / trade analysis / exchange funding; wallet_check: its own reads beside the scan. */
export type WorkKind = "scan" | "map_slot" | "analytics" | "wallet_check";

export interface BilledWork {
  work: WorkKind;
  payer: RpcPayer;
  mint?: string;
  /** the follow-up reads of work already admitted in this request: never held back, its credits still counted */
  followUp?: boolean;
}

export interface Ticket {
  /** runs `read` metered; its usage is recorded (failed reads cost credits too) and the reservation settled */
  run<T>(read: () => Promise<T>): Promise<{ value: T; usage: RpcUsage }>;
  /** no read ran under it (the caller joined another trace, or another instance's stored report answered) */
  close(): void;
}

export interface RpcBillSummary {
  prices: string;
  lastHour: UsageAggregate;
  lastDay: UsageAggregate;
  budget: BudgetState;
}

/** Calls of one piece of work before any was recorded (a cold scan on the standard path, docs/operations.md "RPC bill"),
 * priced as history reads (getTransaction): the budget's estimate until the last hour has a median of its own. */
const FIRST_ESTIMATE_CALLS: Record<WorkKind, number> = { scan: 300, map_slot: 300, analytics: 1_500, wallet_check: 4 };
/** How long a median read from the database stands for the running estimate (ms). */
const ESTIMATE_TTL_MS = 30_000;
const HOUR_MS = 3_600_000;

export interface RpcBillDeps {
  database: () => Promise<Database>;
  prices: CreditPrices;
  budget: CreditBudget;
  now: () => Date;
}

export function createRpcBill(deps: RpcBillDeps) {
  const { prices, budget, now } = deps;
  let prunedAt = 0;
  const rows = createWriteQueue<RpcUsageRow>({
    name: "rpc-usage",
    write: async (batch) => {
      const prisma = (await deps.database()).prisma;
      await insertRpcUsage(prisma, batch);
      if (now().getTime() - prunedAt > HOUR_MS) {
        prunedAt = now().getTime();
        await pruneRpcUsage(prisma, now());
      }
    },
  });
  const estimates = new Map<WorkKind, { credits: number; at: number }>();

  /** The running estimate: the median credits of this work's traces in the last hour, or the first guess. */
  async function estimateOf(work: WorkKind): Promise<number> {
    const known = estimates.get(work);
    if (known && now().getTime() - known.at < ESTIMATE_TTL_MS) return known.credits;
    const median = await deps
      .database()
      .then((db) => medianCredits(db.prisma, work, new Date(now().getTime() - HOUR_MS)))
      .catch(() => null);
    const credits = median ?? FIRST_ESTIMATE_CALLS[work] * creditsFor("getTransaction", prices);
    estimates.set(work, { credits, at: now().getTime() });
    return credits;
  }

  async function admit(work: BilledWork): Promise<Ticket> {
    const reservation =
      budget.creditsPerMinute === null
        ? null
        : work.followUp
          ? await budget.admit({ ...work.payer, paid: true }, 0)
          : await budget.admit(work.payer, await estimateOf(work.work));
    let settled = false;
    const settle = (credits: number) => {
      if (settled) return;
      settled = true;
      void reservation?.settle(credits);
    };
    return {
      async run(read) {
        const meter = createUsageMeter();
        let usage: RpcUsage | undefined;
        try {
          const value = await meterCalls(meter, read);
          usage = meter.usage(prices);
          return { value, usage };
        } finally {
          usage ??= meter.usage(prices);
          settle(usage.credits);
          if (usage.calls > 0) rows.push(toRow(work, usage, now()));
        }
      },
      close: () => settle(0),
    };
  }

  return {
    prices,
    admit,
    /** admit, run and close in one (work that is never shared with another caller) */
    async run<T>(work: BilledWork, read: () => Promise<T>): Promise<{ value: T; usage: RpcUsage }> {
      const ticket = await admit(work);
      try {
        return await ticket.run(read);
      } finally {
        ticket.close();
      }
    },
    async summary(): Promise<RpcBillSummary> {
      // this instance's queued rows first: the answer includes the scan that just ended
      await rows.flush();
      const prisma = (await deps.database()).prisma;
      const at = now().getTime();
      const [lastHour, lastDay, state] = await Promise.all([
        aggregateRpcUsage(prisma, new Date(at - HOUR_MS)),
        aggregateRpcUsage(prisma, new Date(at - 24 * HOUR_MS)),
        budget.state(),
      ]);
      // without a budget nothing keeps the minute's counter: the minute's recorded traces say it
      const spent = budget.creditsPerMinute === null ? await creditsRecordedSince(prisma, creditMinuteOf(now())) : state.spentThisMinute;
      return { prices: prices.name, lastHour, lastDay, budget: { ...state, spentThisMinute: spent } };
    },
    flush: () => rows.flush(),
    close: () => rows.close(),
  };
}

export type RpcBill = ReturnType<typeof createRpcBill>;

/** What a service needs of the bill. */
export type RpcBillRunner = Pick<RpcBill, "admit" | "run">;

/** Without a bill (tests, scripts): calls are metered for the answer's `rpc`, nothing is recorded or reserved. */
export function meteredOnly(prices: CreditPrices): RpcBillRunner {
  const ticket: Ticket = {
    async run(read) {
      const meter = createUsageMeter();
      const value = await meterCalls(meter, read);
      return { value, usage: meter.usage(prices) };
    },
    close: () => undefined,
  };
  return { admit: async () => ticket, run: async (_work, read) => ticket.run(read) };
}

function toRow(work: BilledWork, usage: RpcUsage, at: Date): RpcUsageRow {
  return {
    at,
    work: work.work,
    callerKind: work.payer.kind,
    mint: work.mint ?? null,
    calls: usage.calls,
    credits: usage.credits,
    prices: usage.prices,
    byMethod: usage.byMethod,
    byStage: usage.byStage,
  };
}
