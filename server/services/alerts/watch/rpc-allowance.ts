// What a poll may spend: WATCH_RPC_BUDGET calls a minute for all watch polling
// of every instance together, granted from the shared database's counter
// (server/platform/db/watch-rpc-budget.ts). Costs are counted before the calls are made.
// Before this, a busy mint alone cost about 800 calls a minute (4 polls of 1
// signature page + up to 200 transactions), unbounded across mints.
import { grantWatchRpcCalls } from "@/server/platform/db/watch-rpc-budget";
import type { WatchContext } from "@/server/services/alerts/watch/watch-context";

/** A first read, or the periodic refresh: largest accounts + supply, the accounts, the newest signature. */
export const REFRESH_CALLS = 4;

/** Grants up to `want` calls now; all or nothing unless `partial`. */
export type RpcAllowance = (want: number, partial: boolean) => Promise<number>;

export function createRpcAllowance(ctx: Pick<WatchContext, "database" | "rpcBudgetPerMinute">, now: Date): RpcAllowance {
  return async (want, partial) => {
    const { prisma } = await ctx.database();
    return grantWatchRpcCalls(prisma, { now, want, budget: ctx.rpcBudgetPerMinute, partial });
  };
}

/** The start of the next minute: when a poll that found the budget spent comes back. */
export function nextMinute(now: Date): Date {
  return new Date((Math.floor(now.getTime() / 60_000) + 1) * 60_000);
}
