// What a poll may spend: WATCH_RPC_BUDGET calls a minute for all watch polling
// of every instance together, granted from the shared database's ledger
// (server/platform/db/watch-rpc-budget.ts) and shared fairly among the keys
// with due watches (fair-share.ts). Costs are counted before the calls are made.
// Before the budget, a busy mint alone cost about 800 calls a minute (4 polls of
// 1 signature page + up to 200 transactions), unbounded across mints; before the
// fair share, whoever polled first in a minute took the budget from everyone else.
import { chargeWatchRpcCalls, type PolledTarget } from "@/server/platform/db/watch-rpc-budget";
import { decideFairGrant, type FairGrant } from "@/server/services/watch/watch/fair-share";
import type { WatchContext } from "@/server/services/watch/watch/watch-context";

/** A first read, or the periodic refresh: largest accounts + supply, the accounts, the newest signature. */
export const REFRESH_CALLS = 4;

/** Grants up to `want` calls now; all or nothing unless `partial`. */
export type RpcAllowance = (want: number, partial: boolean) => Promise<number>;

export interface KeyedAllowance {
  allow: RpcAllowance;
  /** why the last grant fell short (null: nothing was refused) */
  limitedBy(): FairGrant["limitedBy"];
}

/** The dedupe keys of poll jobs, as poll-mint.ts and poll-operator.ts name them ("poll:<mint>", "poll-operator:<wallet>"). */
export const POLL_PREFIXES = { mint: "poll:", wallet: "poll-operator:" };

/** `target.keys`: the live keys watching the polled target; its calls are charged to one of them. */
export function createRpcAllowance(ctx: Pick<WatchContext, "database" | "rpcBudgetPerMinute">, now: Date, target: PolledTarget): KeyedAllowance {
  let refusal: FairGrant["limitedBy"] = null;
  const keys = [...new Set(target.keys)];
  return {
    async allow(want, partial) {
      if (want <= 0) return 0;
      const { prisma } = await ctx.database();
      const grant = await chargeWatchRpcCalls(prisma, { now, prefixes: POLL_PREFIXES, target: { ...target, keys } }, (ledger) =>
        decideFairGrant(ledger, { budget: ctx.rpcBudgetPerMinute, payers: keys, want, partial }),
      );
      if (grant.limitedBy) refusal = grant.limitedBy;
      return grant.granted;
    },
    limitedBy: () => refusal,
  };
}

/** The start of the next minute: when a poll that found the budget spent comes back. */
export function nextMinute(now: Date): Date {
  return new Date((Math.floor(now.getTime() / 60_000) + 1) * 60_000);
}

/** Refused polls come back up to this much later the fresher their last read was, ms ... */
const STALENESS_SPREAD_MS = 5_000;
/** ... over this range of ages: a target unread this long (or never) comes back first. */
const STALENESS_WINDOW_MS = 600_000;

/**
 * When a poll the budget refused comes back. Past its key's share while others wait: after one poll
 * period, still in this minute if it fits (a waiting key may be done by then and its share free);
 * the minute's budget spent: the next minute. Jobs are leased in run_at order, so the small offset
 * puts a key's stalest targets first and a key over its share cannot starve its own older watches.
 */
export function retryAt(now: Date, limitedBy: FairGrant["limitedBy"], pollSeconds: number, lastPolledAt: Date | null): Date {
  const minuteEnd = nextMinute(now).getTime();
  const soon = now.getTime() + pollSeconds * 1000;
  const base = limitedBy === "share" && soon < minuteEnd ? soon : minuteEnd;
  const age = lastPolledAt ? now.getTime() - lastPolledAt.getTime() : STALENESS_WINDOW_MS;
  const freshness = Math.max(0, Math.min(1, 1 - age / STALENESS_WINDOW_MS));
  return new Date(base + Math.round(STALENESS_SPREAD_MS * freshness));
}
