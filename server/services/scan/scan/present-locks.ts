// The answer's locks for a caller's horizon (engine/locks/present-horizon.ts),
// kept per stored report, horizon and second: warm answers within a second
// share the same objects, so the answer check (server/api/check-answer.ts)
// parses them once, not once per answer.
import type { EngineReport } from "@/server/engine/report-types";
import { presentUnlockHorizon } from "@/server/engine/locks/present-horizon";

type Presented = Pick<EngineReport, "locks" | "unlock_within_horizon" | "top_reasons">;

const kept = new WeakMap<object, { key: string; value: Presented }>();

export function presentLocks<R extends EngineReport>(report: R, horizonHours: number | undefined, now: number): R {
  if (!report.locks) return report;
  const key = `${horizonHours ?? ""}:${now}`;
  const hit = kept.get(report.locks);
  if (hit?.key === key) return { ...report, ...hit.value };
  const { locks, unlock_within_horizon, top_reasons } = presentUnlockHorizon(report, { horizonHours, now });
  const value = { locks, unlock_within_horizon, top_reasons };
  kept.set(report.locks, { key, value });
  return { ...report, ...value };
}
