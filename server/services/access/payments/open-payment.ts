// An open payment: a USDC transfer to the payment wallet made without a quote
// (the described flow: "send USDC, then POST the signature"). There is no
// request to bind it to, so its terms come from the plans: at least the
// pay-as-you-go minimum, landed within PAYMENT_MAX_AGE_SECONDS. What it buys
// is read from the amount: exactly the unlimited price is the unlimited plan,
// anything else is credit of what arrived. Its payments row needs an intent
// (intent_id is NOT NULL UNIQUE): one is made up, memo "open:<signature>",
// and written in the redeem's transaction.
import { randomUUID } from "node:crypto";
import type { Plans } from "@/server/platform/config/plans";
import type { PaymentIntentRecord } from "@/server/platform/db/payments";
import type { IntentTerms, VerifiedPayment } from "@/server/services/access/payments/payment-verifier";

/** the clock disagreement allowed with a transfer's blockTime, seconds */
const CLOCK_SKEW_MS = 60_000;

/** No request window: the verifier's PAYMENT_MAX_AGE_SECONDS check bounds how old it may be. */
export function openPaymentTerms(plans: Plans, now: Date): IntentTerms {
  return {
    memo: null,
    amountMicros: plans.paygMinimumMicros,
    createdAt: new Date(0),
    expiresAt: new Date(now.getTime() + CLOCK_SKEW_MS),
  };
}

export function openPaymentIntent(plans: Plans, signature: string, verified: VerifiedPayment, now: Date): PaymentIntentRecord {
  const unlimited = verified.amountMicros === plans.unlimitedPriceMicros;
  return {
    id: randomUUID(),
    memo: `open:${signature}`,
    purpose: unlimited ? "key_unlimited" : "key_payg",
    amountMicros: verified.amountMicros,
    claimHash: "",
    createdAt: now,
    expiresAt: now,
    payment: null,
  };
}
