// The scan report as sent to callers (GET/POST /api/scan-cabal, batch rows,
// the agent tool). Strict objects: a missing field or an unexpected one fails.
// These schemas are the one definition of the report's shape: its types below
// are z.infer of them, and the engine (server/engine/report-types.ts: the
// report without the fields the service adds) and the services name those
// types, so the shape is written once; a runtime test (scan-report.test.ts)
// parses the engine's reports with the schema. The field list and its rules
// come from the spec's "Scan report", "Cluster entry" and "Deployer object"
// tables and docs/decisions.md "Report semantics" (snake_case, JSON-safe: no bigint).
import { z } from "zod";
import { exitCostSchema } from "@/server/contracts/analytics";
import { locksReportSchema, unlockWithinHorizonSchema } from "@/server/contracts/locks";
import { operatorEntrySchema } from "@/server/contracts/operator";
import { pRugFitSchema } from "@/server/contracts/outcomes";

const base58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const address = z.string().regex(base58).min(32).max(44);
const signature = z.string().regex(base58).min(32).max(90);
/** percent of total supply, 0-100; null when the supply could not be read. */
const pct = z.number().min(0).max(100).nullable();
const usd = z.number().min(0);

export const sharedFingerprintSchema = z.strictObject({
  fee_payer: address.optional().describe("a fee payer other than the buyers that paid for every buy"),
  cu_limit: z.number().int().min(0).optional().describe("compute-unit limit every buy set"),
  cu_price: z.number().min(0).optional().describe("compute-unit price every buy set, micro-lamports"),
  tip_lamports: z.number().int().min(0).optional().describe("Jito tip every buy paid, within 5% (the smallest)"),
  tip_account: address.optional().describe("only when every buy tipped the same tip account"),
  lookup_table: address.optional().describe("an address lookup table every buy used"),
});

export const clusterSchema = z.strictObject({
  id: z.string().describe('stable within the report, e.g. "funding-1"; holders[].cluster_ids point here'),
  type: z.enum(["funding", "time_sync", "coordinated_exit", "stealth_bundle"]),
  wallet_count: z.number().int().min(2),
  combined_pct: pct,
  master_full: address.nullable().describe("full address of the shared funding wallet; null when there is none"),
  sold_pct: pct.optional().describe("coordinated_exit: percent of supply sold in the slot"),
  evidence_txs: z.array(signature).describe("the transactions that prove the cluster"),
  members: z.array(address),
  hops: z.number().int().min(0).optional(),
  slot: z.number().int().min(0).optional(),
  slot_spread: z.number().int().min(0).max(4).optional().describe("stealth_bundle: last member's first-buy slot minus the first one's"),
  fingerprint: sharedFingerprintSchema.optional().describe("stealth_bundle: the values every member's buy shares"),
  points: z.number().min(0).describe("points this cluster added to cabal_score"),
});

export const exitedClusterSchema = z.strictObject({
  cluster_id: z.string().describe('stable within the report, e.g. "exited-1"'),
  type: z.literal("exited"),
  master_full: address.nullable().describe("the shared funder of the group"),
  deployer_funded: z.boolean().describe("the deployer is the shared funder or funded it"),
  members: z.array(address),
  wallet_count: z.number().int().min(2),
  bought_pct: pct.describe("percent of total supply the members bought"),
  sold_pct: pct.describe("percent of total supply the members sold"),
  realized_sol: z.number().describe("SOL received minus SOL spent"),
  first_buy_slot: z.number().int().min(0),
  last_sell_slot: z.number().int().min(0),
  evidence_txs: z.array(signature).describe("funding, buy and sell signatures"),
  points: z.number().min(0).describe("points this group added to cabal_score"),
});

export const filteredClusterSchema = z.strictObject({
  funder_label: z.string(),
  funder: address,
  wallet_count: z.number().int().min(1),
  combined_pct: pct,
  members: z.array(address),
  evidence_txs: z.array(signature),
});

export const launchSchema = z.strictObject({
  mint: address,
  symbol: z.string().nullable(),
  peak_mcap_usd: usd.nullable(),
  now_mcap_usd: usd.nullable(),
  drawdown_from_peak: z.number().min(0).max(100).nullable(),
  status: z.enum(["alive", "dead", "unknown"]),
  signature,
  slot: z.number().int().min(0),
  venue: z.string().nullable(),
  pump_and_dump: z.boolean().nullable().optional().describe("ran past 100,000 USD market cap, then fell to dust (below 1% of the peak or 1,000 USD); null when unknown"),
  graduated: z.boolean().nullable().optional().describe("a launchpad (bonding-curve) launch whose market is now an AMM pool; null when its market could not be read"),
  insider_dumped: z.boolean().nullable().optional().describe("wallets the deployer funded bought this launch and sold at least half of what they bought; null when its sellers could not be read"),
  insider_sellers: z.array(address).optional().describe("those wallets"),
});

export const deployerBaseRateSchema = z
  .strictObject({
    source: z.enum(["stored_scans", "prior"]).describe("stored_scans: this service's stored scans of creators with as many launches; prior: the documented prior (too few stored yet)"),
    band: z.string().describe("the band of earlier launches compared with, e.g. \"5-9\" or \"20+\""),
    creators: z.number().int().min(0).describe("creators of the band in the service's stored scans"),
    dead_rate_pct: z.number().min(0).max(100).describe("share of launches that die among creators of the band"),
    pump_and_dump_rate_pct: z.number().min(0).max(100),
    expected_dead: z.number().min(0).describe("dead launches expected of a creator with as many judged launches"),
    dead_tail_pct: z.number().min(0).max(100).describe("chance that a creator with as many launches has at least as many dead ones"),
    pump_and_dump_tail_pct: z.number().min(0).max(100).nullable(),
    record: z.enum(["usual", "uncommon", "unusual"]).describe("unusual (at most 1%): worth a REVIEW; uncommon (at most 5%): a few points; usual: not scored"),
    insider_dumped_launches: z.number().int().min(0).describe("earlier launches the deployer's own funded wallets bought and dumped; counted fully, whatever the base rate"),
  })
  .describe("how unusual the deployer's record is among creators with as many launches (docs/scoring.md \"Deployer base rate\")");

export const deployerSchema = z.strictObject({
  creator: address.nullable(),
  tokens_launched: z.number().int().min(0),
  dead: z.number().int().min(0),
  sampled: z.number().int().min(0),
  dead_pct: z.number().min(0).max(100).nullable(),
  verdict: z.enum(["FIRST_LAUNCH", "NORMAL", "POOR_TRACK_RECORD", "SERIAL_RUGGER", "UNKNOWN"]),
  reputation: z.enum(["SERIAL_RUGGER", "DEAD_ON_ARRIVAL", "MIXED", "PROVEN", "FIRST_LAUNCH", "UNKNOWN"]),
  best_peak_usd: usd.nullable(),
  median_peak_usd: usd.nullable(),
  pump_and_dumps: z.number().int().min(0).nullable(),
  dead_on_arrival: z.number().int().min(0),
  still_alive: z.number().int().min(0),
  history_complete: z.boolean(),
  base_rate: deployerBaseRateSchema.nullable().optional().describe("null when there is no record to judge (UNKNOWN, FIRST_LAUNCH); absent in reports stored before it existed"),
  launches: z.array(launchSchema).optional().describe("paid tier only"),
});

export const sellCheckSchema = z.strictObject({
  checked: z.boolean(),
  routable: z.boolean().nullable(),
  price_impact_pct: z.number().nullable(),
  sol_out: z.number().min(0).nullable(),
  note: z.string(),
});

export const holderSchema = z.strictObject({
  rank: z.number().int().min(1).nullable(),
  owner: address,
  token_account: address,
  amount: z.number().min(0).nullable().describe("UI units"),
  pct,
  label: z.string().nullable(),
  is_pool: z.boolean(),
  cluster_ids: z.array(z.string()),
  funding_tx: signature.nullable().optional(),
  buy_slot: z.number().int().min(0).nullable().optional(),
  traced: z.boolean(),
});

export const token2022ExtensionSchema = z.strictObject({
  name: z.string(),
  status: z.enum(["risk", "inert", "info"]),
  detail: z.string(),
});

export const screenListSchema = z.strictObject({
  checked: z.boolean(),
  matches: z.number().int().min(0),
  hits: z.array(
    z.strictObject({
      wallet: address,
      label: z.string().nullable(),
      role: z.enum(["holder", "cluster_funder"]),
      pct,
    }),
  ),
});

export const scanReportSchema = z.strictObject({
  mint: address,
  recommendation: z.enum(["SAFE", "REVIEW", "AVOID"]),
  cabal_score: z.number().int().min(0).max(100),
  risk: z.enum(["HIGH", "MEDIUM", "CLEAN"]),
  is_controlled: z.boolean(),
  confidence: z.enum(["HIGH", "LOW"]),
  scan_complete: z.boolean(),
  degraded: z.boolean(),
  wallets_checked: z.number().int().min(0),
  analysis_time_ms: z.number().int().min(0),
  liquidity_usd: usd.nullable(),
  market_cap: usd.nullable(),
  decimals: z.number().int().min(0).max(255).nullable(),
  honeypot_risk: z.enum(["LOW", "HIGH", "UNKNOWN"]),
  mint_authority_revoked: z.boolean(),
  freeze_authority_revoked: z.boolean(),
  token2022_risks: z.array(z.string()),
  token2022_extensions: z.array(token2022ExtensionSchema),
  regulated_issuer: z.string().nullable(),
  slot: z.number().int().nonnegative().nullable().describe("the slot the report's reads were made at; null when unknown"),
  token_name: z.string().nullable().optional().describe("the token's name from its market listing; null when unlisted"),
  token_symbol: z.string().nullable().optional().describe("the token's symbol from its market listing; null when unlisted"),
  exit_liquidity_risk: z.literal(true).optional().describe("present only when liquidity is too thin versus market cap"),
  locks: locksReportSchema.nullable().optional().describe("locks of the supply and of the main pool's LP, at the caller's horizon_hours (docs/locks.md)"),
  unlock_within_horizon: unlockWithinHorizonSchema.nullable().optional().describe("a meaningful share of the LP or of the supply becomes withdrawable inside horizon_hours; null when not"),
  sell_check: sellCheckSchema,
  verdict: z.string().regex(/^Exit-Liquidity Risk: (HIGH|ELEVATED|LOW)\b/),
  time_sync: z.boolean(),
  stealth_bundle: z.boolean().describe("a stealth_bundle cluster was found: fresh wallets, first buys within 5 slots near launch, a shared fingerprint"),
  coordinated_exit: z.boolean(),
  top_holder_pct: pct,
  deployer: deployerSchema,
  coordinated_clusters: z.array(clusterSchema),
  clusters: z.array(clusterSchema).describe("alias of coordinated_clusters"),
  filtered_clusters: z.array(filteredClusterSchema),
  exited_clusters: z.array(exitedClusterSchema).describe("groups of the first buyers that shared a funder and sold at least 90% of what they bought"),
  holders: z.array(holderSchema),
  operators: z.array(operatorEntrySchema).describe("the deployer and each cluster's single funder (live or exited), with the other mints whose stored reports named them; read when the report is served"),
  top_reasons: z.array(z.string()),
  screen_list: screenListSchema.optional(),
  exit_cost: exitCostSchema.optional().describe("with size_usd or size_sol: the sell quote and round-trip loss at the caller's size (never cached)"),
  free_queries_remaining: z.number().int().min(0).optional(),
  warning: z.string().optional(),
  source: z.enum(["pre_indexed", "real_time"]),
  computed_at: z.number().int().min(0).describe("unix seconds"),
  p_rug_24h: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe("calibrated chance of the rugged label at +24 h (isotonic fit of observed outcomes on cabal_score, refitted on a schedule); null until enough outcomes exist, never guessed"),
  p_rug_24h_fit: pRugFitSchema.nullable().describe("the fit p_rug_24h came from: its sample size and date; null with it"),
});

/** What callers receive: the engine's report plus the fields the service adds. */
export type ScanReport = z.infer<typeof scanReportSchema>;
export type Recommendation = ScanReport["recommendation"];
export type Risk = ScanReport["risk"];
export type Confidence = ScanReport["confidence"];
export type HoneypotRisk = ScanReport["honeypot_risk"];
export type Cluster = z.infer<typeof clusterSchema>;
export type ClusterType = Cluster["type"];
/** The values all of a stealth bundle's buys share; a key is present only when shared. */
export type SharedFingerprint = z.infer<typeof sharedFingerprintSchema>;
/** A group among the first buyers that shares a funder and has sold at least 90% of what it bought. */
export type ExitedCluster = z.infer<typeof exitedClusterSchema>;
export type FilteredCluster = z.infer<typeof filteredClusterSchema>;
export type LaunchEntry = z.infer<typeof launchSchema>;
export type LaunchStatus = LaunchEntry["status"];
export type DeployerBaseRate = z.infer<typeof deployerBaseRateSchema>;
export type DeployerReport = z.infer<typeof deployerSchema>;
export type DeployerVerdict = DeployerReport["verdict"];
export type DeployerReputation = DeployerReport["reputation"];
export type SellCheck = z.infer<typeof sellCheckSchema>;
export type HolderEntry = z.infer<typeof holderSchema>;
export type Token2022Extension = z.infer<typeof token2022ExtensionSchema>;
export type ScreenListResult = z.infer<typeof screenListSchema>;
/** The calibrated chance the token is labelled rugged at +24 h (docs/accuracy.md "Live outcomes"), read
 * when served from the latest fit on observed outcomes; null (with a null fit) until enough exist. */
export type PRugReading = Pick<ScanReport, "p_rug_24h" | "p_rug_24h_fit">;
