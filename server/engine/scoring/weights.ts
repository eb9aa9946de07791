// cabal_score weights. The score is additive and capped at SCORE_CAP; every
// term below is "points" (score units, 0-100 scale). Percentages are percent
// of total supply (0-100). Calibrated in score.test.ts against four reference
// tokens: organic (40 distinct funders) < 35; three wallets funded by one master
// holding 10% in 35-64; a five-wallet same-slot bundle holding 20% >= 65;
// exchange-funded holders add 0. See SCORING.md for the reasoning.

/** The score never exceeds this. */
export const SCORE_CAP = 100;
/** cabal_score at or above this is HIGH risk and AVOID. */
export const HIGH_RISK_SCORE = 65;
/** cabal_score at or above this is MEDIUM risk, is_controlled and REVIEW. */
export const CAUTION_SCORE = 35;

/*
 * Cluster points are LINEAR in what a cluster proves: PER_WALLET x wallet_count
 * + PER_PCT x share of supply, with no per-cluster base and no per-cluster cap
 * (only the total is capped at SCORE_CAP). Linear means splitting one group in
 * two never adds points and losing a member never adds points, so a partial
 * trace (which may see one cabal as two groups, or miss members) can never
 * score higher than the complete one: a degraded scan never hardens a verdict.
 */

/** Funding cluster: points per wallet, and per percent of supply the cluster holds. */
export const FUNDING_POINTS_PER_WALLET = 4;
export const FUNDING_POINTS_PER_PCT = 2.5;

/** Same-slot bundle: points per wallet, and per percent of supply the bundle holds. */
export const TIME_SYNC_POINTS_PER_WALLET = 4;
export const TIME_SYNC_POINTS_PER_PCT = 2.5;

/**
 * Stealth bundle (decisions "Beyond one slot and one snapshot"): scored like a
 * same-slot bundle of the same share. Spreading the buys over 2-5 slots is the
 * evasion, not a lesser offence; the shared fingerprint is the proof instead
 * of the shared slot.
 */
export const STEALTH_BUNDLE_POINTS_PER_WALLET = TIME_SYNC_POINTS_PER_WALLET;
export const STEALTH_BUNDLE_POINTS_PER_PCT = TIME_SYNC_POINTS_PER_PCT;

/**
 * Exited group funded by the deployer: weighs like a live funding cluster of
 * the share it bought (points per wallet, per percent of supply bought): the
 * deployer's own wallets took that share and sold it to the buyers who came after.
 */
export const EXITED_DEPLOYER_POINTS_PER_WALLET = FUNDING_POINTS_PER_WALLET;
export const EXITED_DEPLOYER_POINTS_PER_BOUGHT_PCT = FUNDING_POINTS_PER_PCT;
/**
 * Exited group with another shared funder: half a live cluster's weight per
 * wallet and per percent bought. The crew is gone, so it threatens no supply
 * now; it says the launch was farmed by one operator, who may return.
 */
export const EXITED_POINTS_PER_WALLET = 2;
export const EXITED_POINTS_PER_BOUGHT_PCT = 1.25;

/**
 * Coordinated exit: points per wallet, and per percent of supply sold in the slot.
 * Each simultaneous seller weighs heavily: independent traders each dumping
 * >= 25% of their bag in the same slot become improbable fast as their number
 * grows, so five such wallets dumping a few percent is a cabal leaving (AVOID).
 */
export const COORDINATED_EXIT_POINTS_PER_WALLET = 12;
export const COORDINATED_EXIT_POINTS_PER_SOLD_PCT = 4;

/** One wallet above config.concentrationMinPct: BASE + PER_PCT x (pct - threshold), capped. */
export const CONCENTRATION_BASE_POINTS = 5;
export const CONCENTRATION_POINTS_PER_PCT = 0.5;
export const CONCENTRATION_CAP = 15;

/**
 * Deployer track record (docs/scoring.md "Deployer base rate"). UNKNOWN and FIRST_LAUNCH add
 * nothing and subtract nothing. Dead launches and pump-and-dumps count by how unusual the record
 * is among creators with as many launches: nearly every pump.fun creator's launches die, so a
 * long dead record is usually what a prolific launcher looks like. Points for the record alone
 * stay far below CAUTION_SCORE: it can ask for REVIEW (when unusual) but never reach AVOID.
 */
export const DEPLOYER_UNUSUAL_RECORD_POINTS = 15;
export const DEPLOYER_UNCOMMON_RECORD_POINTS = 5;
/**
 * Earlier launches the deployer's own funded wallets bought and dumped count fully, whatever the
 * base rate: the serial rugger's points from two such launches on, the poor track record's for one.
 */
export const SERIAL_RUGGER_POINTS = 25;
export const POOR_TRACK_RECORD_POINTS = 10;

/*
 * Unlocks inside the scoring horizon (config.unlockHorizonHours, 72 h from the scan):
 * what locks release to their beneficiary within it can be sold into buyers (supply)
 * or pulled out of the pool (LP). Linear in the share, capped; only a meaningful share
 * (config.unlockMeaningfulPct) counts. Locked for good and burned add nothing.
 */
/** Points per percent of the LP withdrawable within the scoring horizon: the whole LP alone reaches CAUTION_SCORE (REVIEW). */
export const LP_UNLOCK_POINTS_PER_PCT = 0.35;
export const LP_UNLOCK_MAX_POINTS = 35;
/** Points per percent of the supply withdrawable within the scoring horizon (below a funding cluster's 2.5: an unlock is an opportunity to sell, not proof of one). */
export const SUPPLY_UNLOCK_POINTS_PER_PCT = 1.5;
export const SUPPLY_UNLOCK_MAX_POINTS = 35;
