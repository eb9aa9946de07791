// A multi-hop route passes the middle token through the trader's own account
// (in from one pool, out to the next); rounding can leave a few units there.
// That remainder is no position: a mint that both came in and went out by
// transfers, with a net change under 1 % of what passed through, is a
// route's leftover, not a second trade quoted in the route's input.
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import type { Address } from "@/server/engine/snapshot";

const LEFTOVER_MAX_PERCENT = 1n;

export function isRouteLeftover(tx: NormalizedTransaction, owner: Address, mint: Address, delta: bigint): boolean {
  const own = new Set(tx.tokenAccounts.filter((t) => t.owner === owner && t.mint === mint).map((t) => t.tokenAccount));
  let into = 0n;
  let outOf = 0n;
  for (const op of tx.tokenOps) {
    if (op.kind !== "transfer") continue;
    const toOwn = op.destination !== null && own.has(op.destination);
    const fromOwn = op.source !== null && own.has(op.source);
    if (toOwn && !fromOwn) into += op.amount;
    if (fromOwn && !toOwn) outOf += op.amount;
  }
  const passed = into < outOf ? into : outOf;
  const net = delta < 0n ? -delta : delta;
  return passed > 0n && net * 100n < passed * LEFTOVER_MAX_PERCENT;
}
