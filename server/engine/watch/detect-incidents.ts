// The watch detector: one poll's snapshot in (state + new transactions),
// incidents and the next state out. Pure: no I/O, no clock (`now` is input).
import { detectCoordinatedDumps } from "@/server/engine/watch/coordinated-dump";
import { detectLiquidityDrain } from "@/server/engine/watch/liquidity-drain";
import type { HolderBag, WatchDetection, WatchSnapshot } from "@/server/engine/watch/types";

export function detectIncidents(snapshot: WatchSnapshot): WatchDetection {
  const dumps = detectCoordinatedDumps(snapshot.mint, snapshot.supply, snapshot.holders, snapshot.txs, snapshot.now);
  const drain = snapshot.pool
    ? detectLiquidityDrain(snapshot.mint, { pool: snapshot.pool, supply: snapshot.supply, reserves: snapshot.reserves, lastDrainAlert: snapshot.lastDrainAlert, txs: snapshot.txs, now: snapshot.now })
    : null;
  return {
    incidents: [...dumps, ...(drain?.incident ? [drain.incident] : [])],
    holders: applyDeltas(snapshot.mint, snapshot.holders, snapshot.txs),
    pool: drain?.pool ?? snapshot.pool,
    reserves: drain?.reserves ?? snapshot.reserves,
    lastDrainAlert: drain?.lastDrainAlert ?? snapshot.lastDrainAlert,
  };
}

/** Bags follow the new transactions between refreshes (never below zero). */
function applyDeltas(mint: string, holders: readonly HolderBag[], txs: WatchSnapshot["txs"]): HolderBag[] {
  const bags = new Map(holders.map((h) => [h.owner, h.amount]));
  for (const tx of txs) {
    if (tx.failed) continue;
    for (const d of tx.tokenDeltas) {
      const bag = bags.get(d.owner);
      if (d.mint === mint && bag !== undefined) bags.set(d.owner, bag + d.delta > 0n ? bag + d.delta : 0n);
    }
  }
  return holders.map((h) => ({ owner: h.owner, amount: bags.get(h.owner) ?? h.amount }));
}
