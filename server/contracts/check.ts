// The pre-trade gate (issue 30): POST /api/check answers allow / caution /
// block for a position in a mint under a policy, with the reasons, what the
// position loses if the flagged insiders exit at once, and where the proof is.
// Per-key policies: PUT / GET /api/check/policy. docs/decisions.md "Pre-trade gate".
import { z } from "zod";
import { exitCostSchema } from "@/server/contracts/analytics";
import { solanaAddressSchema } from "@/server/contracts/mint-address";

const share = z.number().min(0).max(100);

/** Per flag, the share at or above which the gate blocks; a flag left out blocks only through the recommendation. */
export const checkThresholdsSchema = z.strictObject({
  cabal_score: z.number().int().min(0).max(100).optional().describe("block at or above this cabal_score"),
  funding: share.optional().describe("block when a funding cluster holds at least this % of supply"),
  time_sync: share.optional().describe("block when a same-slot bundle holds at least this % of supply"),
  stealth_bundle: share.optional().describe("block when a stealth bundle holds at least this % of supply"),
  coordinated_exit: share.optional().describe("block when a coordinated exit sold at least this % of supply in its slot"),
  exited: share.optional().describe("block when an exited group bought at least this % of supply"),
  top_holder_pct: share.optional().describe("block when the largest non-pool holder holds at least this % of supply"),
  exposure_pct: share.optional().describe("block when max_exposure_usd is at least this % of the position"),
});

/** A policy as a key stores it or a request sends it; what is left out takes the default. */
export const checkPolicySchema = z.strictObject({
  block_on: z.enum(["AVOID", "REVIEW"]).optional().describe("the recommendation at or above which the gate blocks (default AVOID; REVIEW below it cautions)"),
  fail_closed: z.boolean().optional().describe("default true: a degraded or unreadable scan blocks; false: it cautions. Either way such a scan, or low coverage, never allows"),
  thresholds: checkThresholdsSchema.optional(),
});

export const resolvedCheckPolicySchema = z.strictObject({
  block_on: z.enum(["AVOID", "REVIEW"]),
  fail_closed: z.boolean(),
  thresholds: checkThresholdsSchema,
});

const positive = z.number().positive().max(1e9);

export const checkRequestSchema = z
  .strictObject({
    mint: solanaAddressSchema,
    size_sol: positive.optional().describe("the position in SOL"),
    size_usd: positive.optional().describe("or in USD (exactly one of the two)"),
    policy: checkPolicySchema.optional().describe("this call's policy; left out: the key's stored policy, else the default"),
  })
  .refine((body) => (body.size_sol === undefined) !== (body.size_usd === undefined), { message: "give exactly one of size_sol and size_usd" });

export const checkReasonSchema = z.strictObject({
  code: z.enum(["recommendation", "degraded", "unknown", "low_coverage", "threshold", "exposure_unknown", "no_exit_route"]),
  severity: z.enum(["block", "caution"]),
  message: z.string().max(500),
});

export const exposureSchema = z.strictObject({
  position_usd: z.number().min(0).nullable(),
  insiders_pct: z.number().min(0).max(100).nullable().describe("share of supply the flagged insiders (live clusters) hold now"),
  own_exit_loss_pct: z.number().min(0).max(100).nullable().describe("what selling the position now loses (the exit quote at your size)"),
  after_insider_exit_loss_pct: z.number().min(0).max(100).nullable().describe("what selling it loses once the insiders have sold first"),
  model: z.string().max(300),
});

export const checkResponseSchema = z.strictObject({
  decision: z.enum(["allow", "caution", "block"]),
  reasons: z.array(checkReasonSchema),
  max_exposure_usd: z.number().min(0).nullable().describe("what the position loses if the flagged insiders exit at once; null when it cannot be priced (never allow then)"),
  exposure: exposureSchema,
  report_id: z.string().max(80).describe("the report judged: its evidence pack names the same id"),
  evidence_url: z.string().max(400).describe("GET it (same key) for the signed evidence pack"),
  recommendation: z.enum(["SAFE", "REVIEW", "AVOID"]),
  cabal_score: z.number().int().min(0).max(100),
  policy: resolvedCheckPolicySchema,
  policy_source: z.enum(["request", "key", "default"]),
  exit_cost: exitCostSchema.nullable(),
  free_queries_remaining: z.number().int().min(0).optional(),
  warning: z.string().max(300).optional(),
});

export const checkPolicyAnswerSchema = z.strictObject({
  policy: resolvedCheckPolicySchema,
  source: z.enum(["key", "default"]),
  updated_at: z.iso.datetime().nullable(),
});

export type CheckRequest = z.infer<typeof checkRequestSchema>;
export type CheckPolicyInput = z.infer<typeof checkPolicySchema>;
export type CheckPolicy = z.infer<typeof resolvedCheckPolicySchema>;
export type CheckReason = z.infer<typeof checkReasonSchema>;
export type CheckResponse = z.infer<typeof checkResponseSchema>;
export type Exposure = z.infer<typeof exposureSchema>;

/** The documented default (docs/decisions.md "Pre-trade gate"): AVOID blocks, REVIEW cautions, fail-closed. */
export const DEFAULT_CHECK_POLICY: CheckPolicy = { block_on: "AVOID", fail_closed: true, thresholds: {} };

/** A stored or sent policy over the default. */
export function resolveCheckPolicy(input: CheckPolicyInput | undefined): CheckPolicy {
  return {
    block_on: input?.block_on ?? DEFAULT_CHECK_POLICY.block_on,
    fail_closed: input?.fail_closed ?? DEFAULT_CHECK_POLICY.fail_closed,
    thresholds: { ...(input?.thresholds ?? {}) },
  };
}
