// cabal_score weights. The score is additive and capped at SCORE_CAP; every
// term below is "points" (score units, 0-100 scale). Percentages are percent
// of total supply (0-100). Calibrated in score.test.ts against four reference
// tokens: organic (40 distinct funders) < 35; three wallets funded by one master
// holding 10% in 35-64; a five-wallet same-block bundle holding 20% >= 65;
// exchange-funded holders add 0. See SCORING.md for the reasoning.

/** The score never exceeds this. */
export const SCORE_CAP = 100;
/** cabal_score at or above this is HIGH risk and AVOID. */
export const HIGH_RISK_SCORE = 65;
/** cabal_score at or above this is MEDIUM risk, is_controlled and REVIEW. */
export const CAUTION_SCORE = 35;

/** Funding cluster: points = BASE + PER_PCT x combined_pct + PER_EXTRA_WALLET x (wallet_count - 2), capped. */
export const FUNDING_BASE_POINTS = 20;
export const FUNDING_POINTS_PER_PCT = 2;
export const FUNDING_POINTS_PER_EXTRA_WALLET = 3;
export const FUNDING_CLUSTER_CAP = 70;

/**
 * Same-block bundle: same formula. A lower base than funding because unrelated
 * snipers often land in one busy slot; the held share is what makes it matter.
 */
export const TIME_SYNC_BASE_POINTS = 10;
export const TIME_SYNC_POINTS_PER_PCT = 2.5;
export const TIME_SYNC_POINTS_PER_EXTRA_WALLET = 2;
export const TIME_SYNC_CLUSTER_CAP = 70;

/**
 * Coordinated exit: BASE + PER_SOLD_PCT x sold_pct + PER_EXTRA_WALLET x (wallet_count - 2), capped.
 * Each extra simultaneous seller weighs heavily: independent traders each dumping
 * >= 25% of their bag in the same slot become improbable fast as their number grows,
 * so five such wallets dumping a few percent is a cabal leaving (AVOID).
 */
export const COORDINATED_EXIT_BASE_POINTS = 30;
export const COORDINATED_EXIT_POINTS_PER_SOLD_PCT = 4;
export const COORDINATED_EXIT_POINTS_PER_EXTRA_WALLET = 8;
export const COORDINATED_EXIT_CLUSTER_CAP = 80;

/** One wallet above config.concentrationMinPct: BASE + PER_PCT x (pct - threshold), capped. */
export const CONCENTRATION_BASE_POINTS = 5;
export const CONCENTRATION_POINTS_PER_PCT = 0.5;
export const CONCENTRATION_CAP = 15;

/** Deployer track record. UNKNOWN and FIRST_LAUNCH add nothing and subtract nothing. */
export const SERIAL_RUGGER_POINTS = 25;
export const POOR_TRACK_RECORD_POINTS = 10;
