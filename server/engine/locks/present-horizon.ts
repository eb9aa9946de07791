// A report's locks as one caller sees them: re-summarized at the time of the
// answer and for the caller's horizon (a stored report was summarized at its
// scan, for the default horizon). cabal_score and its scored unlock line stay
// as the scan computed them (the score always weighs the default window);
// the flag, the shares and the flag's warning line follow the caller.
import { DEFAULT_ENGINE_CONFIG, type EngineConfig } from "@/server/engine/config";
import { describeUnlock, UNLOCK_FLAG } from "@/server/engine/locks/describe-unlock";
import { findUnlockWithinHorizon, summarizeLocks } from "@/server/engine/locks/summarize-locks";
import type { EngineReport } from "@/server/engine/report-types";

export interface HorizonRequest {
  /** the caller's horizon; default config.unlockHorizonHours. */
  horizonHours?: number;
  /** unix seconds of the answer. */
  now: number;
}

export function presentUnlockHorizon<R extends EngineReport>(report: R, request: HorizonRequest, config: EngineConfig = DEFAULT_ENGINE_CONFIG): R {
  const stored = report.locks;
  if (!stored) return report;
  const horizonHours = request.horizonHours ?? config.unlockHorizonHours;
  const supplyTotal = stored.supply.total === null ? null : BigInt(stored.supply.total);
  const locks = summarizeLocks(
    { lp: stored.lp, items: stored.items, read: stored.read, failed: stored.failed, supplyTotal },
    { asOf: request.now, horizonHours, meaningfulPct: config.unlockMeaningfulPct },
  );
  const flag = findUnlockWithinHorizon(locks, config.unlockMeaningfulPct);
  const isFlagLine = (line: string) => line.startsWith(UNLOCK_FLAG);
  const scored = report.top_reasons.some((line) => line.startsWith("+") && line.includes(UNLOCK_FLAG));
  const reasons = report.top_reasons.filter((line) => !isFlagLine(line));
  // the scored line already names the flag at the default horizon; another horizon gets its own line
  if (flag && !(scored && horizonHours === config.unlockHorizonHours)) {
    const lastScored = reasons.reduce((last, line, i) => (line.startsWith("+") ? i : last), -1);
    reasons.splice(lastScored + 1, 0, describeUnlock(locks, flag, config.unlockMeaningfulPct));
  }
  return { ...report, locks, unlock_within_horizon: flag, top_reasons: reasons };
}
