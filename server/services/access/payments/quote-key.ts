// POST /api/buy-key/quote: the payment request for a key. The memo goes
// on-chain; the claim token is returned only here and only once.
import { formatUsdc, MICRO_PER_USDC, USDC_DECIMALS, type KeyPlanId, type Plans } from "@/server/platform/config/plans";
import type { BuyKeyQuote } from "@/server/contracts/access";
import { ApiError } from "@/server/http/api-error";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { issuePaymentIntent } from "@/server/services/access/payments/payment-intents";
import { MEMO_PROGRAM_V2 } from "@/server/services/access/payments/transfer-effects";

/** "2.5" -> 2500000n; the contract already checked the shape (at most 6 decimals). */
export function parseUsdc(text: string): bigint {
  const [whole, fraction = ""] = text.split(".");
  return BigInt(whole) * MICRO_PER_USDC + BigInt(fraction.padEnd(USDC_DECIMALS, "0"));
}

export function quoteAmount(plans: Plans, plan: KeyPlanId, amountUsdc: string | undefined): bigint {
  if (plan === "unlimited") {
    if (amountUsdc !== undefined) throw new ApiError("bad_request", "The unlimited plan has a fixed price; omit amount_usdc.");
    return plans.unlimitedPriceMicros;
  }
  const amount = amountUsdc === undefined ? plans.paygMinimumMicros : parseUsdc(amountUsdc);
  if (amount < plans.paygMinimumMicros) {
    throw new ApiError("bad_request", `Pay-as-you-go credit starts at ${formatUsdc(plans.paygMinimumMicros)} USDC.`);
  }
  return amount;
}

/** `clientSubject`: the caller's IP bucket (resolveClientSubject), which bounds requests per day. */
export async function quoteKey(ctx: AccessContext, request: { plan: KeyPlanId; amount_usdc?: string }, clientSubject: string): Promise<BuyKeyQuote> {
  const config = ctx.payments.config;
  if (!config.enabled) throw new ApiError("not_configured", config.reason);
  const amountMicros = quoteAmount(ctx.plans, request.plan, request.amount_usdc);
  const db = await ctx.database();
  const intent = await issuePaymentIntent(db.prisma, config, {
    purpose: request.plan === "unlimited" ? "key_unlimited" : "key_payg",
    amountMicros,
    now: ctx.now(),
    requester: { subject: clientSubject, perDay: ctx.paymentRequestsPerDay },
  });
  const amountUsdc = formatUsdc(amountMicros);
  // Solana Pay transfer request (amount in USDC, not base units; values percent-encoded per its
  // SPEC, so no "+" for spaces): wallets derive the ATA from the owner + spl-token themselves.
  const query = { amount: amountUsdc, "spl-token": config.usdcMint, memo: intent.memo, label: "Cabal Hunter" };
  const solanaPay = `solana:${config.payTo}?${Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
  return {
    plan: request.plan,
    network: config.network,
    asset: config.usdcMint,
    pay_to: config.payTo,
    pay_to_token_account: config.payToAta,
    amount: amountMicros.toString(),
    amount_usdc: amountUsdc,
    memo: intent.memo,
    memo_program: MEMO_PROGRAM_V2,
    claim_token: intent.claimToken,
    expires_at: intent.expiresAt.toISOString(),
    commitment: "finalized",
    solana_pay_url: solanaPay,
    redeem: { method: "POST", url: `${ctx.baseUrl}/api/buy-key` },
  };
}
