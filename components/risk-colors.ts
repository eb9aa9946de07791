// One palette for risk everywhere: the gauge, verdict badges, recent scans,
// the badge widget (public/widget.js repeats these hex values) and the map.
import { getRisk } from "@/server/contracts/risk-bands";
import type { Recommendation, Risk } from "@/server/contracts/wire-types";

export interface RiskStyle {
  label: string;
  /** text on the dark panels */
  text: string;
  /** tinted background + border for chips and cards */
  chip: string;
  hex: string;
}

export const RECOMMENDATION_STYLE: Record<Recommendation, RiskStyle> = {
  AVOID: { label: "AVOID", text: "text-red-300", chip: "bg-red-500/15 border-red-500/40 text-red-200", hex: "#ef4444" },
  REVIEW: { label: "REVIEW", text: "text-amber-300", chip: "bg-amber-500/15 border-amber-500/40 text-amber-200", hex: "#f59e0b" },
  SAFE: { label: "SAFE", text: "text-emerald-300", chip: "bg-emerald-500/15 border-emerald-500/40 text-emerald-200", hex: "#10b981" },
};

/** The score band behind the risk field (engine: HIGH >= 65, MEDIUM 35-64, CLEAN < 35). */
export const RISK_STYLE: Record<Risk, RiskStyle> = {
  HIGH: { ...RECOMMENDATION_STYLE.AVOID, label: "High" },
  MEDIUM: { ...RECOMMENDATION_STYLE.REVIEW, label: "Medium" },
  CLEAN: { ...RECOMMENDATION_STYLE.SAFE, label: "Clean" },
};

export const NEUTRAL_STYLE: RiskStyle = { label: "Unknown", text: "text-slate-300", chip: "bg-slate-500/15 border-slate-500/40 text-slate-200", hex: "#94a3b8" };

/** Same thresholds as the engine's risk bands, for a bare score. */
export function riskOfScore(score: number): Risk {
  return getRisk(score);
}

export const RECOMMENDATION_MEANING: Record<Recommendation, string> = {
  AVOID: "Insiders are positioned to sell into buyers, or the token can trap you. Do not buy.",
  REVIEW: "Some warning signs. Read the reasons below before buying.",
  SAFE: "No insider positioning or trap found in the traced holders.",
};
