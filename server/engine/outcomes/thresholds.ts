// The outcome label rule's thresholds (docs/accuracy.md "Live outcomes"), fixed
// and published: a label means the same thing in every figure. Shares are in
// basis points (1 bp = 0.01 %) so the bigint comparisons stay exact; a share is
// compared at 0.01 % precision, so "sold half" holds for a bag of an odd number
// of base units sold by halves.

/** rugged: the main market's liquidity fell at least this far below its peak since the scan, bp (80 %) */
export const RUG_LIQUIDITY_DRAIN_BPS = 8_000;
/** rugged: the deployer or a flagged group sold at least this share of what it held at the scan, bp (50 %) */
export const RUG_SOLD_SHARE_BPS = 5_000;
/** dumped: the price (market cap) is at most this share of the scan's, bp (10 %) */
export const DUMP_PRICE_SHARE_BPS = 1_000;
/** abandoned: no trade for this long at the published scale, seconds (24 h); scaled with the checkpoints */
export const QUIET_WINDOW_SECONDS = 86_400;

/** The published checkpoints, in order: what each configured one stands for (the third is "+24 h"). */
export const PUBLISHED_CHECKPOINTS = ["1h", "6h", "24h", "7d"] as const;
export type PublishedCheckpoint = (typeof PUBLISHED_CHECKPOINTS)[number];

/** Labels in precedence order: the first whose condition holds is the checkpoint's label. */
export const OUTCOME_LABELS = ["rugged", "dumped", "abandoned", "alive"] as const;
export type OutcomeLabel = (typeof OUTCOME_LABELS)[number];

/** The largest evidence list kept per label (the strongest transactions first). */
export const MAX_EVIDENCE = 12;
