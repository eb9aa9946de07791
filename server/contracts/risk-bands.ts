// The risk bands of the wire's `risk` field, for pages that colour a bare
// score (the gauge's arcs and needle). A copy of the engine's thresholds, not
// a re-export: a client bundle that imported the engine would carry it, and
// the engine may import nothing outside itself. risk-bands.test.ts holds the
// two equal for every score.
import type { Risk } from "@/server/contracts/wire-types";

/** cabal_score at or above which `risk` is HIGH (engine: HIGH_RISK_SCORE). */
export const HIGH_RISK_FROM = 65;
/** cabal_score at or above which `risk` is MEDIUM (engine: CAUTION_SCORE). */
export const MEDIUM_RISK_FROM = 35;

export function getRisk(score: number): Risk {
  if (score >= HIGH_RISK_FROM) return "HIGH";
  return score >= MEDIUM_RISK_FROM ? "MEDIUM" : "CLEAN";
}
