// How WATCH_RPC_BUDGET is shared among keys (issue 28 item 3: first come, first
// served let a few operator watches on busy wallets take every call). Max-min
// fairness per budget minute:
// - the keys with due watches this minute (waiting, or already charged) each
//   have an equal share, budget / keys;
// - a key may spend past its share only from calls no waiting key is owed: the
//   unspent shares of keys that wait no longer (their polls for the minute are
//   done) go to keys still waiting; a key whose watches need more waits for the
//   next minute (poll-mint.ts retries it stalest first);
// - within a key, stalest first: a poll leaves one call for each of the key's
//   due targets that was polled longer ago (never polled: the stalest);
// - a poll of a target several keys watch is charged to the one that spent least.
// Pure: the ledger comes from the shared database (platform/db/watch-rpc-budget.ts).
import type { WatchRpcCharge, WatchRpcLedger } from "@/server/platform/db/watch-rpc-budget";

export interface FairGrantRequest {
  /** calls per minute, all instances together */
  budget: number;
  /** the live keys watching the polled target (empty: charged to no key, the total budget only) */
  payers: readonly string[];
  /** calls wanted */
  want: number;
  /** true: fewer than wanted when that is all that is allowed; false: all or nothing */
  partial: boolean;
}

export interface FairGrant extends WatchRpcCharge {
  /** why fewer than wanted were granted: the minute's budget is spent, or the key's share is (others wait) */
  limitedBy: "budget" | "share" | null;
}

export function decideFairGrant(ledger: WatchRpcLedger, request: FairGrantRequest): FairGrant {
  const { budget, payers, want, partial } = request;
  const left = Math.max(0, budget - ledger.spentTotal);
  const spentBy = (key: string) => ledger.spent.get(key) ?? 0;
  if (want <= 0) return { payer: null, granted: 0, limitedBy: null };
  if (payers.length === 0) return totalOnly(left, want, partial);
  const payer = [...payers].sort((a, b) => spentBy(a) - spentBy(b) || (a < b ? -1 : 1))[0];
  const active = new Set([...ledger.waiting, ...[...ledger.spent.keys()].filter((k) => spentBy(k) > 0), ...payers]);
  const share = budget / active.size;
  // what the other waiting keys are still owed of their shares
  let owed = 0;
  for (const key of ledger.waiting) if (key !== payer && !payers.includes(key)) owed += Math.max(0, share - spentBy(key));
  const own = Math.max(0, share - spentBy(payer));
  // a key's stalest watches first: each of its due targets polled longer ago keeps at least one call
  const stalerDue = ledger.staler.get(payer) ?? 0;
  const allowed = Math.max(0, Math.floor(Math.min(left, Math.max(own, left - owed))) - stalerDue);
  if (partial) {
    const granted = Math.min(want, allowed);
    // the share stopped it when the budget alone would have given more
    return { payer, granted, limitedBy: granted === want ? null : granted < Math.min(want, left) ? "share" : "budget" };
  }
  if (want <= allowed) return { payer, granted: want, limitedBy: null };
  // A share smaller than one indivisible read (a first read costs 4) would never fit: such a key
  // may make one read a minute past its share, so a budget spread over many keys still moves.
  if (share < want && spentBy(payer) === 0 && stalerDue === 0 && want <= left) return { payer, granted: want, limitedBy: null };
  return { payer, granted: 0, limitedBy: want > left ? "budget" : "share" };
}

function totalOnly(left: number, want: number, partial: boolean): FairGrant {
  const granted = partial ? Math.min(want, left) : want <= left ? want : 0;
  return { payer: null, granted, limitedBy: granted < want ? "budget" : null };
}
