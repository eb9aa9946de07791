// Trade analysis' view of the LP's locks (docs/locks.md): shares of the LP
// ever minted (so burned, locked, locked for good and kept add up), the
// earliest meaningful unlock and what is withdrawable by the end of the
// caller's horizon, with the flag of its own when that is meaningful.
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import { sortLockItems, toLockItem } from "@/server/engine/locks/lock-items";
import type { LockItem, UnlockWithinHorizon } from "@/server/contracts/locks";
import type { LockEntry } from "@/server/engine/locks/lock-types";
import { summarizeShare } from "@/server/engine/locks/summarize-locks";

export interface LpLockFields {
  /** locked until a time (passed or not), percent of the LP ever minted. */
  lp_locked_pct: number | null;
  /** locked for good (Burn & Earn, Meteora lock escrow, permanent position locks). */
  lp_locked_forever_pct: number | null;
  /** the earliest meaningful unlock (also `unlocks_at`); null when nothing is locked until a time. */
  lock_unlocks_at: number | null;
  unlocks_at: number | null;
  /** withdrawable from locks by the end of the horizon, percent of the LP ever minted. */
  unlocking_pct: number | null;
  horizon_hours: number;
  unlock_within_horizon: UnlockWithinHorizon | null;
  locks: LockItem[];
}

export interface LockHorizon {
  horizonHours: number;
  meaningfulPct: number;
}

export const DEFAULT_LOCK_HORIZON: LockHorizon = { horizonHours: DEFAULT_ENGINE_CONFIG.unlockHorizonHours, meaningfulPct: DEFAULT_ENGINE_CONFIG.unlockMeaningfulPct };

export function noLpLocks(horizon: LockHorizon): LpLockFields {
  return { lp_locked_pct: null, lp_locked_forever_pct: null, lock_unlocks_at: null, unlocks_at: null, unlocking_pct: null, horizon_hours: horizon.horizonHours, unlock_within_horizon: null, locks: [] };
}

export function describeLpLocks(locks: LockEntry[], minted: bigint, asOf: number, horizon: LockHorizon): LpLockFields {
  const items = sortLockItems(locks.map((lock) => toLockItem(lock, minted)));
  const share = summarizeShare(items, minted, { asOf, ...horizon });
  const fires = share.unlocks_at !== null && share.unlocking_pct !== null && share.unlocking_pct >= horizon.meaningfulPct;
  return {
    lp_locked_pct: share.locked_pct,
    lp_locked_forever_pct: share.locked_forever_pct,
    lock_unlocks_at: share.unlocks_at,
    unlocks_at: share.unlocks_at,
    unlocking_pct: share.unlocking_pct,
    horizon_hours: horizon.horizonHours,
    unlock_within_horizon: fires ? { horizon_hours: horizon.horizonHours, at: share.unlocks_at!, asset: "lp", pct: share.unlocking_pct!, lp_pct: share.unlocking_pct, supply_pct: null } : null,
    locks: items,
  };
}
