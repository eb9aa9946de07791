// The words of the unlock flag, in top_reasons and the verdict: how much of
// the LP or of the supply becomes withdrawable, when, through which programs.
import { formatPct } from "@/server/engine/format";
import type { LocksReport, UnlockWithinHorizon } from "@/server/contracts/locks";
import { withdrawableBy } from "@/server/engine/locks/unlock-math";

/** Every flag line starts with this name, so callers can find (and replace) it. */
export const UNLOCK_FLAG = "unlock_within_horizon";

export function formatUtc(seconds: number): string {
  return `${new Date(seconds * 1000).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

function describeAsset(locks: LocksReport, asset: "lp" | "supply"): string | null {
  const share = asset === "lp" ? locks.lp : locks.supply;
  if (!share || share.unlocking_pct === null || share.unlocks_at === null) return null;
  const end = locks.as_of + Math.round(locks.horizon_hours * 3600);
  const names = [...new Set(locks.items.filter((i) => i.asset === asset && withdrawableBy(i, end) > 0n).map((i) => i.name))];
  const when = share.unlocks_at <= locks.as_of ? `withdrawable since ${formatUtc(share.unlocks_at)}` : `unlocking from ${formatUtc(share.unlocks_at)}`;
  return `${formatPct(share.unlocking_pct)} of the ${asset === "lp" ? "LP" : "supply"} ${when}${names.length > 0 ? ` (${names.join(", ")})` : ""}`;
}

/** "unlock_within_horizon (72 h): 100.0% of the LP unlocking from 2025-06-03 00:00 UTC (Jupiter Lock)". */
export function describeUnlock(locks: LocksReport, flag: UnlockWithinHorizon, meaningfulPct: number): string {
  const parts = (["lp", "supply"] as const)
    .filter((asset) => ((asset === "lp" ? flag.lp_pct : flag.supply_pct) ?? 0) >= meaningfulPct)
    .map((asset) => describeAsset(locks, asset))
    .filter((part): part is string => part !== null);
  return `${UNLOCK_FLAG} (${flag.horizon_hours} h): ${parts.join("; ")}`;
}
