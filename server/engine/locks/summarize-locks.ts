// The locked shares of the LP and of the supply, their earliest meaningful
// unlock and what is withdrawable by the end of a horizon, from the report's
// lock items (so a stored report can be summarized again for another horizon).
// "Meaningful" (docs/locks.md): the first moment at which locks release at
// least `meaningfulPct` of the asset, or all they hold until a time when that
// is less.
import { pctOf } from "@/server/engine/format";
import { round } from "@/server/engine/locks/lock-items";
import type { LockItem, LockShare, LocksReport, UnlockWithinHorizon } from "@/server/contracts/locks";
import { earliestTimeReaching, foreverAmount, withdrawableBy } from "@/server/engine/locks/unlock-math";

export interface HorizonInput {
  /** unix seconds the shares are computed at. */
  asOf: number;
  horizonHours: number;
  /** percent of the LP or of the supply below which an unlock is not meaningful. */
  meaningfulPct: number;
}

export function summarizeShare(items: LockItem[], total: bigint | null, input: HorizonInput): LockShare {
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
  const forever = sum(items.map(foreverAmount));
  const timed = sum(items.map((i) => BigInt(i.amount))) - forever;
  const end = input.asOf + Math.round(input.horizonHours * 3600);
  const meaningful = total === null ? timed / 100n : (total * BigInt(Math.round(input.meaningfulPct * 10_000))) / 1_000_000n;
  const target = meaningful > 0n && meaningful < timed ? meaningful : timed;
  return {
    total: total === null ? null : total.toString(),
    locked_pct: round(pctOf(timed, total)),
    locked_forever_pct: round(pctOf(forever, total)),
    unlocks_at: timed > 0n ? earliestTimeReaching(items, target) : null,
    unlocking_pct: round(pctOf(sum(items.map((i) => withdrawableBy(i, end))), total)),
  };
}

/** The locks block at `asOf` for `horizonHours`, from the items and the two bases. */
export function summarizeLocks(base: Omit<LocksReport, "as_of" | "horizon_hours" | "supply" | "unlocks_at"> & { supplyTotal: bigint | null }, input: HorizonInput): LocksReport {
  const { supplyTotal, ...rest } = base;
  const lpItems = rest.items.filter((i) => i.asset === "lp");
  const lp = rest.lp ? { ...rest.lp, ...summarizeShare(lpItems, rest.lp.total === null ? null : BigInt(rest.lp.total), input) } : null;
  const supply = summarizeShare(
    rest.items.filter((i) => i.asset === "supply"),
    supplyTotal,
    input,
  );
  const times = [lp?.unlocks_at, supply.unlocks_at].filter((t): t is number => typeof t === "number");
  return { ...rest, as_of: input.asOf, horizon_hours: input.horizonHours, lp, supply, unlocks_at: times.length > 0 ? Math.min(...times) : null };
}

/** The flag: fires when at least `meaningfulPct` of the LP or of the supply is withdrawable by the end of the horizon. */
export function findUnlockWithinHorizon(locks: LocksReport, meaningfulPct: number): UnlockWithinHorizon | null {
  const fires = (share: LockShare | null) => share !== null && share.unlocking_pct !== null && share.unlocks_at !== null && share.unlocking_pct >= meaningfulPct;
  const candidates = [
    ...(fires(locks.lp) ? [{ asset: "lp" as const, share: locks.lp! }] : []),
    ...(fires(locks.supply) ? [{ asset: "supply" as const, share: locks.supply }] : []),
  ].sort((a, b) => a.share.unlocks_at! - b.share.unlocks_at!);
  const first = candidates[0];
  if (!first) return null;
  return {
    horizon_hours: locks.horizon_hours,
    at: first.share.unlocks_at!,
    asset: first.asset,
    pct: first.share.unlocking_pct!,
    lp_pct: locks.lp?.unlocking_pct ?? null,
    supply_pct: locks.supply.unlocking_pct,
  };
}
