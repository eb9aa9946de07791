// The published accuracy document (docs/accuracy.json, written by
// `npm run accuracy`), served by GET /api/accuracy and shown on /accuracy.
// Deterministic by design: no timestamps, stable ordering, so a rerun on the
// same commit changes nothing.
import { z } from "zod";
import { liveOutcomesSchema } from "@/server/contracts/outcomes";

export const ACCURACY_SIGNAL_IDS = [
  "funding_clusters",
  "bundles",
  "coordinated_exits",
  "exchange_filter",
  "honeypot_traps",
  "sell_route",
  "deployer_verdict",
  "recommendation",
  "trade_decoding",
] as const;

const count = z.number().int().min(0);
/** a share in [0, 1] rounded to 4 places; null when its denominator is 0 */
const share = z.number().min(0).max(1).nullable();

export const accuracyMissSchema = z.object({
  /** scenario id, or the real transaction's signature */
  case: z.string(),
  source: z.enum(["scenario", "real_trade"]),
  kind: z.enum(["false_positive", "false_negative"]),
  detail: z.string(),
});

export const accuracyBreakdownSchema = z.object({
  /** the sub-population: SOL buys, SOL sells, stablecoin-quoted ... */
  group: z.string(),
  tp: count,
  fp: count,
  fn: count,
  tn: count,
  precision: share,
  recall: share,
});

export const accuracySignalSchema = z.object({
  id: z.enum(ACCURACY_SIGNAL_IDS),
  name: z.string(),
  /** what a positive is, and what makes it exact */
  question: z.string(),
  /** what one count is (a planted cluster, a scenario, a trade ...) */
  unit: z.string(),
  source: z.enum(["scenarios", "real_trades"]),
  /** distinct cases (scenarios or transactions) scored for this signal */
  cases: count,
  tp: count,
  fp: count,
  fn: count,
  tn: count,
  precision: share,
  recall: share,
  /** the same counts by sub-population, where the signal has them (trade decoding) */
  breakdown: z.array(accuracyBreakdownSchema).optional(),
  misses: z.array(accuracyMissSchema),
});

export const accuracySourceSchema = z.object({
  key: z.string(),
  repository: z.string(),
  /** a commit, or how the source states it (per entry ...) */
  commit: z.string(),
  licence: z.string(),
  transactions: count,
});

export const accuracyDocumentSchema = z.object({
  schema_version: z.literal(1),
  /** how the figures are made, one statement a line */
  method: z.array(z.string()),
  /** what the figures do not show */
  limits: z.array(z.string()),
  corpus: z.object({
    scenarios: z.object({ count, ids: z.array(z.string()) }),
    real_transactions: z.object({
      count,
      labelled_trades: count,
      non_trade_transactions: count,
      hand_checked: count,
      sources: z.array(accuracySourceSchema),
    }),
  }),
  signals: z.array(accuracySignalSchema),
});

export type AccuracyDocument = z.infer<typeof accuracyDocumentSchema>;
export type AccuracySignal = z.infer<typeof accuracySignalSchema>;
export type AccuracyMiss = z.infer<typeof accuracyMissSchema>;
export type AccuracyBreakdown = z.infer<typeof accuracyBreakdownSchema>;

/** GET /api/accuracy: the published document (the scenario suite and the labelled corpus, as shipped) and,
 * kept apart from it, the live outcomes of every mint this deployment scanned (docs/accuracy.md "Live outcomes"). */
export const accuracyAnswerSchema = accuracyDocumentSchema.extend({
  live_outcomes: liveOutcomesSchema.describe("what happened after the scans this deployment made: labelled checkpoints, never mixed with the scenario suite's figures"),
});

export type AccuracyAnswer = z.infer<typeof accuracyAnswerSchema>;
