// Outcome checkpoints (issue 31): GET /api/outcomes?mint= (one mint's
// checkpoints and labels), the live figures /api/accuracy serves beside the
// scenario suite, and the calibrated p_rug_24h a scan report carries.
// docs/accuracy.md "Live outcomes" states the label rule these describe.
import { z } from "zod";
import { solanaAddressSchema } from "@/server/contracts/mint-address";

const base58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const signature = z.string().regex(base58).min(32).max(90);
const address = z.string().regex(base58).min(32).max(44);
const isoTime = z.string().describe("ISO 8601, UTC");
const count = z.number().int().min(0);
/** a share in [0, 1] rounded to 4 places; null below the stated minimum of cases */
const rate = z.number().min(0).max(1).nullable();

export const OUTCOME_LABEL_VALUES = ["rugged", "dumped", "abandoned", "alive"] as const;
export const outcomeLabelSchema = z.enum(OUTCOME_LABEL_VALUES);
export const standsForSchema = z.enum(["1h", "6h", "24h", "7d"]).describe("the published checkpoint this one stands for (by position: the third is +24 h)");

export const outcomesQuerySchema = z.object({ mint: solanaAddressSchema });

export const groupSaleSchema = z.object({
  id: z.string().describe('"deployer", a cluster id of the scan ("funding-1", "exited-1"), or "dump-<slot>" for top holders that dumped together after it'),
  kind: z.enum(["deployer", "flagged_cluster", "post_scan_dump"]),
  detail: z.string().nullable().describe("the cluster's type"),
  owners: z.array(address),
  held_at_scan: z.string().describe("base units held at the scan (as the report's holders list shows)"),
  sold: z.string().describe("base units sold since the scan (decoded sells; transfers are not sells)"),
  sold_pct: z.number().min(0).nullable().describe("sold / held at the scan, percent; null when it held nothing"),
  signatures: z.array(signature),
});

export const checkpointFactsSchema = z.object({
  liquidity_at_scan_usd: z.number().nullable(),
  liquidity_usd: z.number().nullable(),
  liquidity_peak_usd: z.number().nullable().describe("the highest liquidity since the scan: the scan, every reading, and the market's reserve after every transaction read"),
  liquidity_drop_pct: z.number().nullable().describe("fall from the peak, percent"),
  market_cap_at_scan: z.number().nullable(),
  market_cap: z.number().nullable(),
  market_cap_peak: z.number().nullable(),
  price_vs_scan_pct: z.number().nullable().describe("market cap now / at the scan, percent (the price, supply unchanged)"),
  groups: z.array(groupSaleSchema),
  trades_since_scan: count,
  last_trade_at: isoTime.nullable(),
  quiet_window_seconds: z.number().positive(),
  unread_signatures: count.describe("transactions found but not read (the per-reading cap or the RPC budget): evidence may be incomplete"),
  reasons: z.array(z.string()),
});

export const outcomeCheckpointSchema = z.object({
  name: z.string().describe("as configured (OUTCOME_CHECKPOINTS), e.g. 24h"),
  stands_for: standsForSchema,
  due_at: isoTime,
  checked_at: isoTime.nullable(),
  label: outcomeLabelSchema.nullable().describe("null until checked"),
  evidence: z.array(signature).describe("the transactions that show the label"),
  facts: checkpointFactsSchema.nullable(),
});

export const outcomesResponseSchema = z.object({
  mint: address,
  first_scan_at: isoTime,
  demo: z.boolean().describe("true: read from the embedded demo ledger, whose futures are scripted; never market data"),
  checkpoints: z.array(outcomeCheckpointSchema),
});

export const labelCountsSchema = z.object({ cases: count, rugged: count, dumped: count, abandoned: count, alive: count, rug_rate: rate });
export const confusionSchema = z.object({ tp: count, fp: count, fn: count, tn: count, precision: rate, recall: rate });

export const calibrationSummarySchema = z.object({
  available: z.boolean().describe("false until enough outcomes exist; reports then carry p_rug_24h: null"),
  method: z.literal("isotonic"),
  sample_size: count,
  rugged: count,
  fitted_at: isoTime.nullable(),
  min_cases: count,
  refit_seconds: z.number().int().positive(),
});

export const liveOutcomesSchema = z.object({
  demo: z.boolean().describe("true: outcomes of the embedded demo ledger's scripted futures, not of the market"),
  note: z.string(),
  rule: z.array(z.string()).describe("the label rule, one statement a line"),
  checkpoints: z.array(z.object({ name: z.string(), stands_for: standsForSchema, offset_seconds: z.number().positive() })),
  cases: count.describe("mints enrolled by a first complete scan"),
  counting_since: isoTime.nullable().describe("the first scan of the earliest case counted"),
  min_cases: count.describe("below this many cases a figure is a count, never a rate"),
  labelled: z.object({ at_24h: count, at_7d: count }),
  by_recommendation: z.array(z.object({ recommendation: z.enum(["SAFE", "REVIEW", "AVOID"]), at_24h: labelCountsSchema, at_7d: labelCountsSchema })),
  by_flag: z.array(z.object({ flag: z.string(), at_24h: labelCountsSchema, at_7d: labelCountsSchema })),
  avoid_or_review: z.object({ at_24h: confusionSchema, at_7d: confusionSchema }).describe('"AVOID or REVIEW" as a prediction of rugged'),
  reliability: z.array(
    z.object({ band: z.string(), from: count, to: count, cases: count, rugged: count, rug_rate: rate, ci_low: rate, ci_high: rate }).describe("score band against the observed rug rate at +24 h, 95 % Wilson interval"),
  ),
  calibration: calibrationSummarySchema,
});

/** Beside p_rug_24h in a scan report: the fit it came from. */
export const pRugFitSchema = z.object({
  method: z.literal("isotonic"),
  sample_size: count.describe("cases with a +24 h label the fit used"),
  rugged: count,
  fitted_at: isoTime,
  demo: z.boolean().describe("fitted on the demo ledger's scripted outcomes"),
});

export type OutcomesResponse = z.infer<typeof outcomesResponseSchema>;
export type LiveOutcomes = z.infer<typeof liveOutcomesSchema>;
export type CheckpointFactsWire = z.infer<typeof checkpointFactsSchema>;
export type PRugFit = z.infer<typeof pRugFitSchema>;
