// Requests and responses of the access and payment routes: /api/buy-key/quote,
// /api/buy-key, /api/key-balance, /api/free-key(/confirm), /api/scan-batch,
// /api/pricing, and the 402 body. Amounts on the wire are strings: base units
// ("1000000") or exact decimal USDC ("1"), never floats.
import { z } from "zod";
import { addressOut, apiKeyOut, claimTokenOut, isoTimestamp, monthOut, usdcOut } from "@/server/contracts/wire-formats";
import { safeString } from "@/server/contracts/safe-string";
import { BATCH_MAX_MINTS } from "@/server/platform/config/plans";

const usdcDecimal = z.string().max(16).regex(/^\d{1,9}(\.\d{1,6})?$/, "must be a USDC amount like \"1\" or \"2.5\" (at most 6 decimals)");
const baseUnits = z.string().regex(/^\d+$/);

export const buyKeyQuoteRequestSchema = z.strictObject({
  plan: z.enum(["payg", "unlimited"]),
  /** pay-as-you-go only: how much credit to buy (default: the minimum) */
  amount_usdc: usdcDecimal.optional(),
});

/** How to pay an intent (a key quote, an add-on checkout): the same fields wherever a payment is asked for. */
export const paymentInstructionsFields = {
  network: z.string(),
  asset: addressOut,
  pay_to: addressOut,
  pay_to_token_account: addressOut,
  amount: baseUnits,
  amount_usdc: z.string(),
  memo: z.string(),
  memo_program: addressOut,
  claim_token: claimTokenOut,
  expires_at: isoTimestamp,
  commitment: z.literal("finalized"),
  solana_pay_url: z.string(),
  redeem: z.object({ method: z.literal("POST"), url: z.string() }),
};

export const buyKeyQuoteSchema = z.object({
  plan: z.enum(["payg", "unlimited"]),
  ...paymentInstructionsFields,
});

export const buyKeyRequestSchema = z
  .strictObject({
    tx_signature: safeString().max(200),
    /** the secret returned with the quote; or instead the payer's proof: */
    claim_token: safeString().max(200).optional(),
    /** the nonce of a challenge from POST /api/buy-key/challenge for this tx_signature */
    challenge: safeString().max(100).optional(),
    /** the paying wallet's Base58 ed25519 signature of that challenge's message */
    wallet_signature: safeString().max(200).optional(),
    /** the lost-response retry: replace the key this payment bought with a new one */
    reissue: z.boolean().optional(),
  })
  // A signature is public: one proof that the caller paid (issue 28 item 2), never both.
  .refine((body) => body.claim_token === undefined || body.wallet_signature === undefined, {
    message: "send at most one of claim_token and wallet_signature",
  });

export const ownershipChallengeRequestSchema = z.strictObject({ tx_signature: safeString().max(200) });

/** A one-time challenge: the paying wallet signs `message`, then POST /api/buy-key { tx_signature, challenge: nonce, wallet_signature }. */
export const ownershipChallengeSchema = z.object({
  tx_signature: z.string(),
  nonce: z.string(),
  /** the exact UTF-8 text to sign (ed25519, e.g. Wallet Standard signMessage) */
  message: z.string(),
  expires_at: isoTimestamp,
  redeem: z.object({ method: z.literal("POST"), url: z.string() }),
});

export const keyBalanceSchema = z.object({
  key_id: z.string(),
  plan: z.enum(["free", "payg", "unlimited"]),
  /** pay-as-you-go credit, decimal USDC (payg keys) */
  credit_usdc: usdcOut.optional(),
  /** scans this key can run now: credit / price, free or fair-use scans left this month */
  scans_remaining: z.number().int().min(0),
  /** the unlimited plan's end */
  expires_at: isoTimestamp.nullable().optional(),
  period: monthOut,
  created_at: isoTimestamp,
});

export const buyKeyResponseSchema = keyBalanceSchema.extend({
  /** shown once: only its hash is stored */
  api_key: apiKeyOut,
  reissued: z.boolean(),
});

/** POST /api/buy-key with X-API-Key: the payment went to that key (no new key is shown). */
export const buyKeyTopUpResponseSchema = keyBalanceSchema.extend({
  reissued: z.literal(false),
  topped_up: z.literal(true),
});

export const freeKeyRequestSchema = z.strictObject({
  email: safeString().trim().max(254).pipe(z.email("must be an e-mail address")),
});

export const freeKeyResponseSchema = z.object({ status: z.literal("confirmation_sent"), message: z.string() });

export const freeKeyConfirmRequestSchema = z.strictObject({ token: safeString().max(100) });

/** The key appears here once: only its hash is stored. */
export const freeKeyConfirmResponseSchema = z.object({ api_key: apiKeyOut, key_id: z.string(), plan: z.literal("free"), created: z.boolean() });

export const scanBatchRequestSchema = z.strictObject({
  mints: z.array(safeString().max(100)).min(1, "send at least one mint").max(BATCH_MAX_MINTS, `at most ${BATCH_MAX_MINTS} mints per batch`),
});

export const paymentAcceptSchema = z.object({
  scheme: z.literal("exact"),
  network: z.string(),
  maxAmountRequired: baseUnits,
  amount: baseUnits,
  asset: z.string(),
  payTo: z.string(),
  resource: z.string(),
  description: z.string(),
  mimeType: z.string(),
  outputSchema: z.null(),
  maxTimeoutSeconds: z.number().int().positive(),
  extra: z.object({ memo: z.string(), claimToken: z.string(), expiresAt: z.string(), settlement: z.literal("payer-broadcast") }).loose(),
});

/** Standard x402 v2 offer (scheme exact, Solana CAIP-2 network): a stock client pays it; we co-sign as extra.feePayer and settle. */
export const standardPaymentAcceptSchema = z.object({
  scheme: z.literal("exact"),
  network: z.string().regex(/^solana:/),
  amount: baseUnits,
  asset: z.string(),
  payTo: z.string(),
  maxTimeoutSeconds: z.number().int().positive(),
  resource: z.string(),
  description: z.string(),
  mimeType: z.string(),
  extra: z.object({ feePayer: z.string() }).loose(),
});

export const paymentRequiredBodySchema = z.object({
  error: z.object({ code: z.enum(["payment_required", "plan_expired"]), message: z.string() }),
  /** the version of the offers carried (v2, as the PAYMENT-REQUIRED header) */
  x402Version: z.literal(2),
  resource: z.object({ url: z.string(), description: z.string(), mimeType: z.string() }),
  /** the description's plain instructions: recipient, amount, memo, the header to send (when payments are configured) */
  payment: z
    .object({
      recipient: z.string(),
      recipient_token_account: z.string(),
      asset: z.string(),
      network: z.string(),
      amount: baseUnits,
      amount_usdc: z.string(),
      memo: z.string(),
      expires_at: z.string(),
      header: z.literal("X-Payment-Signature"),
      /** the claim token reserves the payment to this caller: send it in claim_header with the signature */
      claim_header: z.literal("X-Payment-Claim"),
      claim_token: claimTokenOut,
      how: z.string(),
    })
    .optional(),
  // the standard offer first (stock x402 clients pay accepts[0]), then the payer-broadcast one
  accepts: z.array(z.union([standardPaymentAcceptSchema, paymentAcceptSchema])),
  options: z.object({
    pay_per_scan: z.object({ price_usdc: z.string() }).loose(),
    unlimited_plan: z.object({ price_usdc: z.string(), days: z.number(), fair_use_scans_per_month: z.number() }).loose(),
    prepaid_credit: z.object({ minimum_usdc: z.string() }).loose(),
    free_key: z.object({ scans_per_month: z.number() }).loose(),
  }),
  free_queries_remaining: z.number().int().optional(),
  warning: z.string().optional(),
});

export type BuyKeyQuote = z.infer<typeof buyKeyQuoteSchema>;
export type BuyKeyResponse = z.infer<typeof buyKeyResponseSchema>;
export type KeyBalance = z.infer<typeof keyBalanceSchema>;
export type PaymentRequiredBody = z.infer<typeof paymentRequiredBodySchema>;
