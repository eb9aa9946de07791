// Payment requests (intents): a public memo that goes on-chain and binds the
// transfer to this request, the minimum amount, an expiry, and a secret claim
// token returned only to the requester. Presenting a signature redeems nothing
// without the claim token, so a bot watching the service wallet cannot redeem
// someone else's payment (security-reference §1.4, binding (a)).
import { randomUUID } from "node:crypto";
import { reserveUsage, type Db } from "@/server/platform/db/usage-counters";
import { createPacer } from "@/server/platform/pacer";
import { createPaymentIntent, pruneUnpaidIntents, type PaymentPurpose } from "@/server/platform/db/payments";
import { ApiError } from "@/server/http/api-error";
import { dayPeriod, secondsUntilNextDay } from "@/server/services/access/access/periods";
import { issueClaimToken, issueMemo } from "@/server/services/access/access/secrets";
import type { EnabledPaymentConfig } from "@/server/services/access/payments/payment-config";

export interface IssuedIntent {
  id: string;
  purpose: PaymentPurpose;
  memo: string;
  /** secret: shown to the requester once, stored as sha256 only */
  claimToken: string;
  amountMicros: bigint;
  createdAt: Date;
  expiresAt: Date;
}

/** Unpaid intents are kept this long past expiry, ms: a late transfer presented within it is
 * recorded with its request; after it, with its memo only (late_payments.intent_id null). */
export const UNPAID_RETENTION_MS = 24 * 3600 * 1000;
/** At most one prune per database per 10 minutes. */
const pruneDue = createPacer(10 * 60 * 1000);

export interface IntentRequester {
  /** the client subject (IP bucket) asking: each request is a row, so rows per client per day are bounded */
  subject: string;
  perDay: number;
}

export async function issuePaymentIntent(
  db: Db,
  config: EnabledPaymentConfig,
  request: { purpose: PaymentPurpose; amountMicros: bigint; now: Date; requester: IntentRequester },
): Promise<IssuedIntent> {
  await takeIntentAllowance(db, request.requester, request.now);
  const { token, hash } = issueClaimToken();
  const intent = {
    id: randomUUID(),
    purpose: request.purpose,
    memo: issueMemo(request.purpose === "scan" ? "scan" : "key"),
    amountMicros: request.amountMicros,
    createdAt: request.now,
    expiresAt: new Date(request.now.getTime() + config.intentTtlSeconds * 1000),
  };
  await createPaymentIntent(db, { ...intent, claimHash: hash });
  await pruneOccasionally(db, request.now);
  return { ...intent, claimToken: token };
}

/** 429 past PAYMENT_REQUESTS_PER_IP_PER_DAY for this client today (UTC); one atomic counter statement. */
async function takeIntentAllowance(db: Db, requester: IntentRequester, now: Date): Promise<void> {
  const total = await reserveUsage(db, { subject: `pay-requests:${requester.subject}`, period: dayPeriod(now), count: 1, limit: requester.perDay });
  if (total === null) {
    throw new ApiError("rate_limited", `This client has asked for ${requester.perDay} payment requests today (UTC); pay one of them or try again tomorrow.`, {
      headers: { "Retry-After": String(secondsUntilNextDay(now)) },
    });
  }
}

/** Every 402 issues an intent, so unpaid ones are swept now and then (bounded table, API4). */
async function pruneOccasionally(db: Db, now: Date): Promise<void> {
  if (!pruneDue(db, now.getTime())) return;
  await pruneUnpaidIntents(db, new Date(now.getTime() - UNPAID_RETENTION_MS)).catch((error: unknown) => {
    console.error("[payments] pruning unpaid intents failed:", error instanceof Error ? error.message : error);
  });
}
