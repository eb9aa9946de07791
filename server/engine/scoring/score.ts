// cabal_score: the sum of every layer's contributions, capped at SCORE_CAP.
// Reasons are ranked for top_reasons: critical notes first (they force AVOID),
// then contributions by points, then warnings, then context.
import type { ReasonNote, ScoreContribution } from "@/server/engine/layer-types";
import { SCORE_CAP } from "@/server/engine/scoring/weights";

export interface RankedReason {
  /** the top_reasons line, "+N ..." for a contribution. */
  line: string;
  /** the same reason without points, for the verdict. */
  text: string;
  points: number | null;
  severity: ReasonNote["severity"] | "score";
}

export function computeScore(contributions: ScoreContribution[]): number {
  const total = contributions.reduce((sum, contribution) => sum + contribution.points, 0);
  return Math.max(0, Math.min(SCORE_CAP, Math.round(total)));
}

const SEVERITY_ORDER: Record<RankedReason["severity"], number> = { critical: 0, score: 1, warning: 2, info: 3 };

export function rankReasons(contributions: ScoreContribution[], notes: ReasonNote[]): RankedReason[] {
  const scored: RankedReason[] = contributions
    .filter((contribution) => contribution.points > 0)
    .map((contribution) => ({
      line: `+${contribution.points} ${contribution.reason}`,
      text: contribution.reason,
      points: contribution.points,
      severity: "score" as const,
    }));
  const noted: RankedReason[] = notes.map((note) => ({ line: note.text, text: note.text, points: null, severity: note.severity }));
  // Array.prototype.sort is stable: equal entries keep layer order.
  return [...scored, ...noted].sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (b.points ?? 0) - (a.points ?? 0),
  );
}
