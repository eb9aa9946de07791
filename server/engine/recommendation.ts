// Headline values, exactly as docs/decisions.md "Report semantics" defines them.
import type { Confidence, Recommendation, Risk } from "@/server/contracts/scan-report";
import type { HeaderRecommendation } from "@/server/engine/report-types";
import { CAUTION_SCORE, HIGH_RISK_SCORE } from "@/server/engine/scoring/weights";

export interface RecommendationInput {
  score: number;
  honeypotHigh: boolean;
  sellBlocked: boolean;
  exitLiquidityRisk: boolean;
  /** no pair at all: nobody can sell today (not evidence of a cabal, never a clean bill). */
  noMarket: boolean;
  serialRugger: boolean;
  confidence: Confidence;
  scanComplete: boolean;
}

/**
 * AVOID only on evidence (score, honeypot trait, blocked sell). Missing data
 * (confidence LOW, scan incomplete) can move SAFE to REVIEW and nothing further.
 */
export function decideRecommendation(input: RecommendationInput): Recommendation {
  if (input.score >= HIGH_RISK_SCORE || input.honeypotHigh || input.sellBlocked) return "AVOID";
  if (input.score >= CAUTION_SCORE || input.exitLiquidityRisk || input.noMarket || input.serialRugger || input.confidence === "LOW") {
    return "REVIEW";
  }
  return input.scanComplete ? "SAFE" : "REVIEW";
}

export function getRisk(score: number): Risk {
  if (score >= HIGH_RISK_SCORE) return "HIGH";
  return score >= CAUTION_SCORE ? "MEDIUM" : "CLEAN";
}

export function isControlled(score: number): boolean {
  return score >= CAUTION_SCORE;
}

/** The X-Cabal-Recommendation header and agent-tool wording, one-to-one. */
export function toHeaderRecommendation(recommendation: Recommendation): HeaderRecommendation {
  const mapping: Record<Recommendation, HeaderRecommendation> = { AVOID: "AVOID", REVIEW: "CAUTION", SAFE: "LOW SIGNAL" };
  return mapping[recommendation];
}
