// zod schemas of Jupiter's GET /swap/v1/quote answers, modelled on the recorded
// answers in server/chain/testing/recorded/market/jupiter-quote-*.json.
import { z } from "zod";

const baseUnits = z.string().regex(/^\d+$/, "expected a base-unit integer string");

export const quoteAnswerSchema = z.looseObject({
  inputMint: z.string(),
  inAmount: baseUnits,
  outputMint: z.string(),
  outAmount: baseUnits,
  otherAmountThreshold: baseUnits.optional(),
  swapMode: z.string().optional(),
  slippageBps: z.number().optional(),
  /**
   * A decimal string holding a FRACTION, not a percent. Evidence in the
   * recordings: the 1 USDC -> SOL quote has priceImpactPct
   * "0.0004220978192495882607039257" and swapUsdValue
   * "0.9995779021807504117392960743" — exactly 1 - priceImpactPct, i.e. the
   * $1 input lost 0.042 %, not 0.00042 %. Negative when the route gains.
   */
  priceImpactPct: z.string().regex(/^-?\d+(\.\d+)?(e-?\d+)?$/i, "expected a decimal number string"),
  routePlan: z.array(
    z.looseObject({
      swapInfo: z.looseObject({ ammKey: z.string(), label: z.string().optional(), inAmount: baseUnits, outAmount: baseUnits }),
      percent: z.number().nullable().optional(),
    }),
  ),
  contextSlot: z.number().optional(),
});
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;

/** A 400 answer: { error: "Could not find any route", errorCode: "COULD_NOT_FIND_ANY_ROUTE" }. */
export const quoteErrorAnswerSchema = z.object({
  error: z.string().optional(),
  errorCode: z.string().optional(),
});
