// Thresholds of the live watch (docs/decisions.md "Watch and alerts"). Shares are
// in basis points (1 bp = 0.01 %) so bigint arithmetic stays exact.

/** holders considered for a coordinated dump: the top 20 by balance */
export const WATCH_TOP_HOLDERS = 20;
/** each seller sold at least this share of its bag in the slot, bp (25 %) */
export const DUMP_MIN_BAG_SOLD_BPS = 2_500n;
/** at least this many top holders sold in the same slot */
export const DUMP_MIN_SELLERS = 2;
/** together at least this share of supply, bp (0.5 %) */
export const DUMP_MIN_SUPPLY_BPS = 50n;

/** the window in which a quote-reserve fall counts as one drain, seconds (10 min) */
export const DRAIN_WINDOW_SECONDS = 600;
/** a fall of the main pool's quote reserve from its window peak of at least this, bp (30 %): REVIEW */
export const DRAIN_REVIEW_BPS = 3_000n;
/** ... of at least this, bp (50 %): EXIT */
export const DRAIN_EXIT_BPS = 5_000n;

/** SOL (wrapped) and USDC: the quote side whose reserve a seller exits into */
export const QUOTE_MINTS: ReadonlySet<string> = new Set([
  "So11111111111111111111111111111111111111112",
  "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
]);
