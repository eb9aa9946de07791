// Locks and their unlocks (docs/locks.md, docs/scoring.md "Unlocks"): the LP's
// and the supply's locked shares, and the unlock_within_horizon flag when a
// meaningful share becomes withdrawable inside the horizon (72 h from the
// scan: cabal_score always weighs this window; a caller's horizon_hours
// re-reads the flag from the report, not the score). Locked for good and
// burned are never scored.
import type { Layer, ReasonNote, ScoreContribution } from "@/server/engine/layer-types";
import { buildLocksReport } from "@/server/engine/locks/build-locks-report";
import { describeUnlock } from "@/server/engine/locks/describe-unlock";
import type { UnlockWithinHorizon } from "@/server/contracts/locks";
import { LOCKER_NAMES } from "@/server/engine/locks/lock-types";
import { findUnlockWithinHorizon } from "@/server/engine/locks/summarize-locks";
import { LP_UNLOCK_MAX_POINTS, LP_UNLOCK_POINTS_PER_PCT, SUPPLY_UNLOCK_MAX_POINTS, SUPPLY_UNLOCK_POINTS_PER_PCT } from "@/server/engine/scoring/weights";

/** Integer points: the score can then be re-derived exactly (report.ts rounds the total). */
export function unlockPoints(flag: UnlockWithinHorizon | null, meaningfulPct: number): number {
  if (!flag) return 0;
  const part = (pct: number | null, perPct: number, max: number) => (pct !== null && pct >= meaningfulPct ? Math.min(max, pct * perPct) : 0);
  return Math.round(part(flag.lp_pct, LP_UNLOCK_POINTS_PER_PCT, LP_UNLOCK_MAX_POINTS) + part(flag.supply_pct, SUPPLY_UNLOCK_POINTS_PER_PCT, SUPPLY_UNLOCK_MAX_POINTS));
}

export const unlockScheduleLayer: Layer<"unlock_schedule"> = {
  id: "unlock_schedule",
  requires: ["locks", "mintInfo", "observedAt"],
  evaluate(snapshot, config) {
    const locks = buildLocksReport(snapshot, config);
    if (!locks) return { findings: { locks: null, flag: null }, contributions: [], notes: [] };
    const flag = findUnlockWithinHorizon(locks, config.unlockMeaningfulPct);
    const points = unlockPoints(flag, config.unlockMeaningfulPct);
    const contributions: ScoreContribution[] = [];
    const notes: ReasonNote[] = [];
    if (flag) {
      const reason = describeUnlock(locks, flag, config.unlockMeaningfulPct);
      if (points > 0) contributions.push({ layer: "unlock_schedule", points, reason, evidence: [] });
      else notes.push({ layer: "unlock_schedule", severity: "warning", text: reason, evidence: [] });
    }
    if (locks.failed.length > 0) {
      const names = locks.failed.map((f) => LOCKER_NAMES[f.locker]).join(", ");
      notes.push({ layer: "unlock_schedule", severity: "info", text: `locks: ${names} could not be read, so what they lock is unknown`, evidence: [] });
    }
    return { findings: { locks, flag }, contributions, notes };
  },
};
