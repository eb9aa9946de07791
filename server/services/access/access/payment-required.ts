// The 402 answer: our error body plus x402 v2 payment requirements
// (x402Version 2, resource, accepts[]: every offer v2-shaped, CAIP-2 network,
// `amount`; issue 20), the plain instructions the description names
// (`payment`: recipient, amount, memo, the header to send) and both ways on (pay per scan; a key: prepaid
// credit or the unlimited plan; or a free key). Each 402 carries a fresh
// intent: a unique memo and a secret claim token, so it is never cacheable.
//
// Two offers. accepts[0] (and the PAYMENT-REQUIRED header, x402 v2) is
// standard x402: a stock client signs a USDC transfer, sends PAYMENT-SIGNATURE
// and we settle it as our own facilitator (extra.feePayer; payments/x402).
// Then the payer-broadcast variant (extra.settlement says so): the payer
// broadcasts the transfer and sends X-Payment-Signature with X-Payment-Claim (the claim token reserves it).
import { formatUsdc, type Plans } from "@/server/platform/config/plans";
import { ApiError, type ErrorCode } from "@/server/http/api-error";
import { issuePaymentIntent } from "@/server/services/access/payments/payment-intents";
import { GENESIS_HASHES, type PaymentNetwork } from "@/server/services/access/payments/payment-config";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { remainingHeaders, warningFor, type Remaining } from "@/server/services/access/access/scan-access";

export interface PaymentRequiredInput {
  code?: Extract<ErrorCode, "payment_required" | "plan_expired">;
  message: string;
  /** the URL the caller asked for (x402 `resource`) */
  requestUrl: string;
  /** the caller's IP bucket: payment requests per client per day are bounded */
  clientSubject: string;
  remaining?: Remaining;
}

export async function paymentRequiredError(ctx: AccessContext, input: PaymentRequiredInput): Promise<ApiError> {
  const resource = ctx.baseUrl + new URL(input.requestUrl).pathname + new URL(input.requestUrl).search;
  const accepts = await buildAccepts(ctx, resource, input.clientSubject);
  const standard = await standardOffer(ctx, resource, input.message);
  const free = input.remaining?.free;
  return new ApiError(input.code ?? "payment_required", input.message, {
    headers: { "Cache-Control": "no-store", ...remainingHeaders(input.remaining ?? {}), ...standard.headers },
    extra: {
      // the version of the offers carried (v2, as PAYMENT-REQUIRED); a stock client reads the header
      x402Version: 2,
      resource: { url: resource, description: "One token risk scan", mimeType: "application/json" },
      // the standard offer first: stock x402 clients pay accepts[0]
      accepts: [...standard.accepts, ...accepts],
      ...(accepts.length > 0 ? { payment: plainInstructions(accepts[0] as PayerBroadcastOffer) } : {}),
      options: buildOptions(ctx.plans, ctx.payments.config.enabled),
      ...(free === undefined ? {} : { free_queries_remaining: free, ...(warningFor(free) ? { warning: warningFor(free) } : {}) }),
    },
  });
}

/** Standard x402 (v2): PAYMENT-REQUIRED and the offer with extra.feePayer; none when no fee payer is configured. */
async function standardOffer(ctx: AccessContext, resource: string, message: string): Promise<{ headers: Record<string, string>; accepts: unknown[] }> {
  if (!ctx.payments.config.enabled) return { headers: {}, accepts: [] };
  const x402 = await ctx.x402();
  if (!x402) return { headers: {}, accepts: [] };
  const amountMicros = ctx.plans.perScanMicros;
  const description = `One token risk scan, ${formatUsdc(amountMicros)} USDC (standard x402: send PAYMENT-SIGNATURE; we pay the fee and settle).`;
  return {
    headers: { "PAYMENT-REQUIRED": x402.paymentRequiredHeader({ amountMicros, resource, description, error: message }) },
    accepts: [{ ...x402.requirements(amountMicros), resource, description, mimeType: "application/json" }],
  };
}

async function buildAccepts(ctx: AccessContext, resource: string, clientSubject: string): Promise<unknown[]> {
  const config = ctx.payments.config;
  if (!config.enabled) return [];
  const db = await ctx.database();
  const intent = await issuePaymentIntent(db.prisma, config, {
    purpose: "scan",
    amountMicros: ctx.plans.perScanMicros,
    now: ctx.now(),
    requester: { subject: clientSubject, perDay: ctx.paymentRequestsPerDay },
  });
  const amount = intent.amountMicros.toString();
  return [
    {
      scheme: "exact",
      network: caip2Network(config.network),
      maxAmountRequired: amount,
      amount,
      asset: config.usdcMint,
      payTo: config.payTo,
      resource,
      description: `One token risk scan, ${formatUsdc(intent.amountMicros)} USDC. Pay by a USDC transfer carrying extra.memo, then repeat this request with X-Payment-Signature and X-Payment-Claim (extra.claimToken).`,
      mimeType: "application/json",
      outputSchema: null,
      maxTimeoutSeconds: config.intentTtlSeconds,
      extra: {
        settlement: "payer-broadcast",
        memo: intent.memo,
        claimToken: intent.claimToken,
        expiresAt: intent.expiresAt.toISOString(),
        decimals: 6,
        payToTokenAccount: config.payToAta,
        memoProgram: "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr",
        commitment: "confirmed",
        paymentHeader: "X-Payment-Signature",
        claimHeader: "X-Payment-Claim",
        note: "Not facilitator settlement: broadcast the transfer yourself (one Memo v2 instruction with exactly extra.memo), then send its signature in X-Payment-Signature with extra.claimToken in X-Payment-Claim: the claim token reserves this payment to you, and a transfer carrying this memo is redeemed only with it.",
      },
    },
  ];
}

/** CAIP-2 (x402 v2) id of a network: the genesis hash truncated to 32 characters (as standard-x402.ts,
 * not imported from there: that module loads the x402 libraries). */
const caip2Network = (network: PaymentNetwork) => `solana:${GENESIS_HASHES[network].slice(0, 32)}`;

type PayerBroadcastOffer = { payTo: string; amount: string; asset: string; network: string; extra: { memo: string; claimToken: string; payToTokenAccount: string; expiresAt: string } };

/** The description's "payment instructions (recipient, amount, memo)", in plain fields. */
function plainInstructions(offer: PayerBroadcastOffer) {
  return {
    recipient: offer.payTo,
    recipient_token_account: offer.extra.payToTokenAccount,
    asset: offer.asset,
    network: offer.network,
    amount: offer.amount,
    amount_usdc: formatUsdc(BigInt(offer.amount)),
    memo: offer.extra.memo,
    expires_at: offer.extra.expiresAt,
    header: "X-Payment-Signature",
    claim_header: "X-Payment-Claim",
    claim_token: offer.extra.claimToken,
    how: "Send a USDC transfer of at least `amount` (base units, 6 decimals) to `recipient` with one Memo v2 instruction carrying `memo`, then repeat this request with the transaction signature in X-Payment-Signature and `claim_token` in X-Payment-Claim (it reserves the payment to you). One scan per signature.",
  };
}

export function buildOptions(plans: Plans, paymentsEnabled: boolean) {
  return {
    pay_per_scan: {
      price_usdc: formatUsdc(plans.perScanMicros),
      how: paymentsEnabled
        ? "Standard x402: pay accepts[0] and repeat the request with PAYMENT-SIGNATURE (we settle and pay the fee). Or follow `payment` (the offer whose extra.settlement is payer-broadcast): transfer yourself and repeat with X-Payment-Signature."
        : "Payments are not configured on this server.",
    },
    unlimited_plan: {
      price_usdc: formatUsdc(plans.unlimitedPriceMicros),
      days: plans.unlimitedDays,
      fair_use_scans_per_month: plans.unlimitedMonthlyFairUse,
      rate_limit_per_minute: plans.keyRateLimitPerMinute,
      how: 'POST /api/buy-key/quote {"plan":"unlimited"}, pay, then POST /api/buy-key; send the key as X-API-Key.',
    },
    prepaid_credit: {
      minimum_usdc: formatUsdc(plans.paygMinimumMicros),
      price_per_scan_usdc: formatUsdc(plans.perScanMicros),
      how: 'POST /api/buy-key/quote {"plan":"payg","amount_usdc":"1"}, pay, then POST /api/buy-key.',
    },
    free_key: {
      scans_per_month: plans.freeKeyMonthlyQuota,
      how: 'POST /api/free-key {"email":"you@example.com"} and follow the link in the e-mail.',
    },
  };
}
