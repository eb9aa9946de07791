// The report's locks block from a snapshot, at a time and for a horizon.
import type { EngineConfig } from "@/server/engine/config";
import { buildLockItems, MAX_LOCK_ITEMS } from "@/server/engine/locks/lock-items";
import type { LocksReport } from "@/server/contracts/locks";
import { summarizeLocks } from "@/server/engine/locks/summarize-locks";
import type { TokenSnapshot } from "@/server/engine/snapshot";

/** null for snapshots gathered before locks were read. */
export function buildLocksReport(snapshot: TokenSnapshot, config: EngineConfig): LocksReport | null {
  const locks = snapshot.locks;
  if (!locks) return null;
  const supplyTotal = snapshot.mintInfo.status === "ok" ? snapshot.mintInfo.supply : null;
  const items = buildLockItems(locks, supplyTotal);
  const lp = locks.lp ? { pool: locks.lp.pool, venue: locks.lp.venue, lp_mint: locks.lp.lpMint, total: locks.lp.total === null ? null : locks.lp.total.toString() } : null;
  const summary = summarizeLocks(
    { lp: lp as LocksReport["lp"], items, read: locks.read, failed: locks.failed, supplyTotal },
    { asOf: snapshot.observedAt, horizonHours: config.unlockHorizonHours, meaningfulPct: config.unlockMeaningfulPct },
  );
  // the shares count every lock; the list keeps the largest
  return { ...summary, items: summary.items.slice(0, MAX_LOCK_ITEMS) };
}
