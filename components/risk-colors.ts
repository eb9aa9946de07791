// One palette for risk everywhere (gauge, badges, map legend).
export const RECOMMENDATION_STYLE = {
  AVOID: { label: "AVOID", text: "text-red-300", bg: "bg-red-500/15", ring: "ring-red-500/40", hex: "#ef4444" },
  REVIEW: { label: "REVIEW", text: "text-amber-300", bg: "bg-amber-500/15", ring: "ring-amber-500/40", hex: "#f59e0b" },
  SAFE: { label: "SAFE", text: "text-emerald-300", bg: "bg-emerald-500/15", ring: "ring-emerald-500/40", hex: "#10b981" },
} as const;

export type RecommendationKey = keyof typeof RECOMMENDATION_STYLE;
