// The wire shape of a scan report (snake_case, JSON-safe: no bigint). The field
// list and its rules come from the spec's "Scan report", "Cluster entry" and
// "Deployer object" tables and docs/decisions.md "Report semantics". Fields marked
// "extra" are not in the spec; callers may ignore them.
import type { LocksReport, UnlockWithinHorizon } from "@/server/engine/locks/lock-report";
import type { Address, Signature } from "@/server/engine/snapshot";

export type Recommendation = "SAFE" | "REVIEW" | "AVOID";
export type HeaderRecommendation = "AVOID" | "CAUTION" | "LOW SIGNAL";
export type Risk = "HIGH" | "MEDIUM" | "CLEAN";
export type Confidence = "HIGH" | "LOW";
export type HoneypotRisk = "LOW" | "HIGH" | "UNKNOWN";
export type ClusterType = "funding" | "time_sync" | "coordinated_exit" | "stealth_bundle";

export interface Cluster {
  /** stable within a report, e.g. "funding-1"; holders[].cluster_ids point here. */
  id: string;
  type: ClusterType;
  wallet_count: number;
  /** members' share of supply, percent; null when the supply is unknown. */
  combined_pct: number | null;
  /** full address of the shared funding (master) wallet; null when there is no single one. */
  master_full: Address | null;
  /** coordinated_exit only: percent of supply sold in the slot; null when the supply is unknown. */
  sold_pct?: number | null;
  evidence_txs: Signature[];
  /** owner addresses of the members. */
  members: Address[];
  /** extra: funding clusters, the deepest hop from a member to the master. */
  hops?: number;
  /** extra: time_sync / coordinated_exit clusters, the shared slot. */
  slot?: number;
  /** stealth_bundle only: last member's first-buy slot minus the first one's. */
  slot_spread?: number;
  /** stealth_bundle only: the fingerprint values every member's buy shares. */
  fingerprint?: SharedFingerprint;
  /** extra: the points this cluster added to cabal_score. */
  points: number;
}

/** The values all of a stealth bundle's buys share; a key is present only when shared. */
export interface SharedFingerprint {
  /** a fee payer other than the buyers that paid for every buy. */
  fee_payer?: Address;
  cu_limit?: number;
  /** micro-lamports per compute unit. */
  cu_price?: number;
  /** the smallest of the members' tips, all within 5% of each other. */
  tip_lamports?: number;
  /** only when every member tipped the same tip account. */
  tip_account?: Address;
  lookup_table?: Address;
}

/** A group among the first buyers that shares a funder and has sold at least 90% of what it bought. */
export interface ExitedCluster {
  cluster_id: string;
  type: "exited";
  master_full: Address | null;
  /** the deployer is the shared funder or funded it. */
  deployer_funded: boolean;
  members: Address[];
  wallet_count: number;
  /** percent of total supply the members bought; null when the supply is unknown. */
  bought_pct: number | null;
  /** percent of total supply the members sold. */
  sold_pct: number | null;
  /** SOL received minus SOL spent, in SOL. */
  realized_sol: number;
  first_buy_slot: number;
  last_sell_slot: number;
  /** funding, buy and sell signatures. */
  evidence_txs: Signature[];
  /** extra: the points this group added to cabal_score. */
  points: number;
}

export interface FilteredCluster {
  funder_label: string;
  /** extra: the exchange-like funder's full address. */
  funder: Address;
  wallet_count: number;
  combined_pct: number | null;
  members: Address[];
  evidence_txs: Signature[];
}

export type DeployerVerdict = "FIRST_LAUNCH" | "NORMAL" | "POOR_TRACK_RECORD" | "SERIAL_RUGGER" | "UNKNOWN";
export type DeployerReputation = "SERIAL_RUGGER" | "DEAD_ON_ARRIVAL" | "MIXED" | "PROVEN" | "FIRST_LAUNCH" | "UNKNOWN";
export type LaunchStatus = "alive" | "dead" | "unknown";

export interface LaunchEntry {
  mint: Address;
  symbol: string | null;
  peak_mcap_usd: number | null;
  now_mcap_usd: number | null;
  /** percent below the peak now; null when either is unknown. */
  drawdown_from_peak: number | null;
  status: LaunchStatus;
  signature: Signature;
  slot: number;
  venue: string | null;
  /** past 100k USD, then dust (docs/decisions.md "Deployer peaks"); null when unknown. */
  pump_and_dump?: boolean | null;
  /** a launchpad launch now traded on an AMM pool; null when its market is unknown. */
  graduated?: boolean | null;
  /** wallets the deployer funded bought it and sold at least half of what they bought; null when its sellers are unknown. */
  insider_dumped?: boolean | null;
  /** those wallets. */
  insider_sellers?: Address[];
}

/**
 * How unusual the deployer's record is among creators with as many launches (docs/scoring.md
 * "Deployer base rate"). The dead record is judged against the base rate; launches dumped by the
 * deployer's own funded wallets count fully.
 */
export interface DeployerBaseRate {
  /** stored_scans: this service's stored scans of creators in the band; prior: the documented prior (too few stored). */
  source: "stored_scans" | "prior";
  /** the band of earlier launches compared with, e.g. "5-9" or "20+". */
  band: string;
  /** creators of the band in the stored scans (whichever source was used). */
  creators: number;
  /** share of launches that die / pump and dump among creators of the band, percent. */
  dead_rate_pct: number;
  pump_and_dump_rate_pct: number;
  /** dead launches expected of a creator with as many judged launches. */
  expected_dead: number;
  /** chance that such a creator has at least as many dead launches (pump-and-dumps), percent. */
  dead_tail_pct: number;
  pump_and_dump_tail_pct: number | null;
  /** unusual: at most deployerUnusualTailPct (REVIEW); uncommon: at most deployerUncommonTailPct; else usual. */
  record: "usual" | "uncommon" | "unusual";
  /** earlier launches the deployer's own funded wallets bought and dumped (counted fully). */
  insider_dumped_launches: number;
}

export interface DeployerReport {
  creator: Address | null;
  /** prior launches found (the scanned mint excluded); a lower bound when history is incomplete. */
  tokens_launched: number;
  dead: number;
  /** prior launches whose market could be read. */
  sampled: number;
  dead_pct: number | null;
  verdict: DeployerVerdict;
  reputation: DeployerReputation;
  best_peak_usd: number | null;
  median_peak_usd: number | null;
  /** null when no past launch has a known peak. */
  pump_and_dumps: number | null;
  dead_on_arrival: number;
  still_alive: number;
  /** extra: false when the creator's history was cut before its start. */
  history_complete: boolean;
  /** extra: the record against its base rate; null when there is no record to judge (UNKNOWN, FIRST_LAUNCH). */
  base_rate?: DeployerBaseRate | null;
  /** paid tier only (options.includeLaunches). */
  launches?: LaunchEntry[];
}

export interface SellCheck {
  checked: boolean;
  routable: boolean | null;
  price_impact_pct: number | null;
  /** SOL received for the quoted amount. */
  sol_out: number | null;
  note: string;
}

export interface HolderEntry {
  /** 1-based among non-pool holders; null on pool entries. */
  rank: number | null;
  owner: Address;
  token_account: Address;
  /** UI units (base units / 10^decimals); null when decimals are unknown. */
  amount: number | null;
  pct: number | null;
  label: string | null;
  is_pool: boolean;
  cluster_ids: string[];
  /** cluster members: hop-1 funding signature. */
  funding_tx?: Signature | null;
  /** cluster members: slot of the first buy. */
  buy_slot?: number | null;
  /** extra: whether the owner's history was walked. */
  traced: boolean;
}

export interface Token2022Extension {
  name: string;
  /** risk: scored as a honeypot trait; inert: present but harmless now; info: not a trap. */
  status: "risk" | "inert" | "info";
  detail: string;
}

export interface EngineReport {
  mint: Address;
  recommendation: Recommendation;
  cabal_score: number;
  risk: Risk;
  is_controlled: boolean;
  confidence: Confidence;
  scan_complete: boolean;
  degraded: boolean;
  wallets_checked: number;
  liquidity_usd: number | null;
  market_cap: number | null;
  decimals: number | null;
  honeypot_risk: HoneypotRisk;
  mint_authority_revoked: boolean;
  freeze_authority_revoked: boolean;
  token2022_risks: string[];
  /** extra: every Token-2022 extension found, with whether it was scored. */
  token2022_extensions: Token2022Extension[];
  /** extra: the regulated issuer's name when the mint is on the configured list. */
  regulated_issuer: string | null;
  /** the slot the report's reads were made at (null when unknown), so a cached answer can be compared with the chain. */
  slot: number | null;
  /** extra: the token's name and symbol from its market listing (null when unlisted); absent in reports stored before they existed. */
  token_name?: string | null;
  token_symbol?: string | null;
  exit_liquidity_risk?: true;
  /** extra: locks of the supply and of the main pool's LP (docs/locks.md); absent in reports stored before they were read. */
  locks?: LocksReport | null;
  /** a meaningful share of the LP or of the supply becomes withdrawable inside the horizon; null when not. */
  unlock_within_horizon?: UnlockWithinHorizon | null;
  sell_check: SellCheck;
  verdict: string;
  time_sync: boolean;
  /** a stealth_bundle cluster was found (fresh wallets, first buys within 5 slots, a shared fingerprint). */
  stealth_bundle: boolean;
  coordinated_exit: boolean;
  top_holder_pct: number | null;
  deployer: DeployerReport;
  coordinated_clusters: Cluster[];
  clusters: Cluster[];
  filtered_clusters: FilteredCluster[];
  /** groups of early buyers that shared a funder and sold out before the scan. */
  exited_clusters: ExitedCluster[];
  holders: HolderEntry[];
  top_reasons: string[];
  computed_at: number;
}

export interface ScreenListResult {
  checked: boolean;
  matches: number;
  hits: { wallet: Address; label: string | null; role: "holder" | "cluster_funder"; pct: number | null }[];
}

/** What callers receive: the engine's report plus the fields the service adds. */
export type ScanReport = EngineReport & {
  source: "pre_indexed" | "real_time";
  analysis_time_ms: number;
  free_queries_remaining?: number;
  warning?: string;
  screen_list?: ScreenListResult;
  /** the deployer and each cluster's single funder, with the other mints whose stored reports named them (read when served). */
  operators: OperatorEntry[];
} & PRugReading;

/** The calibrated chance the token is labelled rugged at +24 h (docs/accuracy.md "Live outcomes"), read
 * when served from the latest fit on observed outcomes; null (with a null fit) until enough exist. */
export interface PRugReading {
  p_rug_24h: number | null;
  p_rug_24h_fit: { method: "isotonic"; sample_size: number; rugged: number; fitted_at: string; demo: boolean } | null;
}

/** docs/decisions.md "Operator memory": a wallet of this report and where else the service has seen it. */
export interface OperatorEntry {
  wallet: Address;
  role: "deployer" | "cluster_funder";
  seen_count: number;
  /** newest first, at most 20; never this report's mint */
  seen_in: { mint: Address; role: "deployer" | "cluster_funder"; cluster_type?: ClusterType | "exited"; slot: number | null; recommendation: Recommendation }[];
}
