// Snapshot locks -> the report's lock items: amounts as exact decimal strings,
// the share of the LP (or of the supply) each still holds, and when each first
// becomes withdrawable. Largest first.
import { pctOf, roundTo } from "@/server/engine/format";
import type { LockItem, ReleaseItem } from "@/server/contracts/locks";
import { LOCKER_NAMES, type LockEntry, type LockRelease, type LocksSnapshot } from "@/server/engine/locks/lock-types";
import { earliestTimeReaching, foreverAmount } from "@/server/engine/locks/unlock-math";

/** Lock items a report lists; the shares count every lock read. */
export const MAX_LOCK_ITEMS = 50;

export function toReleaseItem(release: LockRelease): ReleaseItem {
  switch (release.kind) {
    case "at":
      return { kind: "at", at: release.at, amount: release.amount.toString() };
    case "periodic":
      return { kind: "periodic", first_at: release.firstAt, every: release.every, count: release.count, amount_each: release.amountEach.toString() };
    case "linear":
      return { kind: "linear", from: release.from, to: release.to, amount: release.amount.toString() };
    case "never":
      return { kind: "never", amount: release.amount.toString() };
  }
}

export function toLockItem(lock: LockEntry, base: bigint | null): LockItem {
  const item = {
    locker: lock.locker,
    name: LOCKER_NAMES[lock.locker],
    program: lock.program,
    account: lock.account,
    asset: lock.asset,
    mint: lock.mint,
    pool: lock.pool,
    amount: lock.amount.toString(),
    claimed: lock.claimed.toString(),
    pct: round(pctOf(lock.amount, base)),
    forever: false,
    revocable: lock.revocable,
    beneficiary: lock.beneficiary,
    unlocks_at: null as number | null,
    releases: lock.releases.map(toReleaseItem),
  };
  const timed = lock.amount - foreverAmount(item);
  // the first second anything it still holds is withdrawable
  return { ...item, forever: timed === 0n, unlocks_at: timed > 0n ? earliestTimeReaching([item], 1n) : null };
}

/** Every lock of the snapshot as an item, with the share of its base (the LP total or the token supply). */
export function buildLockItems(locks: LocksSnapshot, supply: bigint | null): LockItem[] {
  return sortLockItems(locks.locks.map((lock) => toLockItem(lock, lock.asset === "lp" ? (locks.lp?.total ?? null) : supply)));
}

/** Largest first; the account breaks ties, so a list is the same whatever order the RPC answered in. */
export function sortLockItems(items: LockItem[]): LockItem[] {
  return items.sort((a, b) => (BigInt(b.amount) > BigInt(a.amount) ? 1 : BigInt(b.amount) < BigInt(a.amount) ? -1 : a.account.localeCompare(b.account)));
}

export function round(pct: number | null): number | null {
  return pct === null ? null : roundTo(pct, 2);
}
