// Steps shared by both ways of redeeming a payment (per-scan x402 and buy-key):
// find the intent the claim token opens, refuse a used signature or a paid
// intent before spending an RPC call, and map "already used" to 409.
import { randomUUID } from "node:crypto";
import { recordLatePayment } from "@/server/platform/db/late-payments";
import { findIntentByClaimHash, findPaymentBySignature, insertPayment, type PaymentIntentRecord, type PaymentPurpose } from "@/server/platform/db/payments";
import type { Db } from "@/server/platform/db/usage-counters";
import { ApiError } from "@/server/http/api-error";
import type { RateLimiter } from "@/server/platform/rate-limiter";
import { isClaimToken, sha256Hex } from "@/server/services/access/access/secrets";
import { isLatePayment, type VerifiedPayment } from "@/server/services/access/payments/payment-verifier";

export function parseClaimToken(value: unknown, field: string): string {
  if (typeof value !== "string" || !isClaimToken(value)) {
    throw new ApiError("bad_request", `${field} must be the claim token returned with the payment request.`, { details: { field } });
  }
  return value;
}

/** The intent a claim token opens, for one of `purposes`; 422 otherwise (nothing is consumed). */
export async function findClaimedIntent(db: Db, claimToken: string, purposes: PaymentPurpose[]): Promise<PaymentIntentRecord> {
  const intent = await findIntentByClaimHash(db, sha256Hex(claimToken));
  if (!intent) {
    throw new ApiError("payment_invalid", "The claim token does not match any payment request.", { details: { reason: "unknown_claim" } });
  }
  if (!purposes.includes(intent.purpose)) {
    throw new ApiError("payment_invalid", `This payment request is for ${intent.purpose}, not for this route.`, {
      details: { reason: "wrong_purpose", purpose: intent.purpose },
    });
  }
  return intent;
}

export function alreadyUsed(reason: "signature_used" | "request_already_paid", extra: Record<string, unknown> = {}): ApiError {
  const message =
    reason === "signature_used"
      ? "This transaction signature has already been redeemed."
      : "This payment request has already been paid by another transaction.";
  return new ApiError("payment_already_used", message, { details: { reason, ...extra } });
}

/** A payment that did not create a key (a top-up, an add-on or scan payment) proves nothing about one (issue 28 item 2). */
export function notKeyOrigin(): ApiError {
  return new ApiError("forbidden", "This payment did not create a key (it topped one up, or paid for a scan or an add-on): only the payment that created a key proves who owns it.", {
    details: { reason: "not_key_origin" },
  });
}

/** Cheap pre-checks before any RPC call; the UNIQUE constraints remain the real guard. */
export async function ensureRedeemable(db: Db, signature: string, intent: PaymentIntentRecord): Promise<void> {
  if (await findPaymentBySignature(db, signature)) throw alreadyUsed("signature_used");
  if (intent.payment) throw alreadyUsed("request_already_paid");
}

/** After an insert lost to a UNIQUE constraint: which one (the signature, or the intent)? */
export async function conflictError(db: Db, signature: string): Promise<ApiError> {
  return (await findPaymentBySignature(db, signature)) ? alreadyUsed("signature_used") : alreadyUsed("request_already_paid");
}

/** Records a verified payment against its intent and returns its id; 409 when a UNIQUE
 * constraint says the signature or the intent was taken meanwhile (inside a
 * transaction the throw rolls back what the redeem wrote with it). */
export async function recordVerifiedPayment(
  db: Db,
  intent: PaymentIntentRecord,
  verified: VerifiedPayment,
  apiKeyId: string | null,
  now: Date,
  id: string = randomUUID(),
): Promise<string> {
  const recorded = await insertPayment(db, {
    id,
    txSignature: verified.signature,
    intentId: intent.id,
    purpose: intent.purpose,
    amountMicros: verified.amountMicros,
    payer: verified.payer,
    slot: verified.slot,
    blockTime: verified.blockTime,
    apiKeyId,
    createdAt: now,
  });
  if (!recorded) throw await conflictError(db, verified.signature);
  return id;
}

/** The shared limiter (server/platform/rate-limiter.ts) is what callers pass. */
export type VerificationLimiter = RateLimiter;

/** Each verification costs an RPC call: at most VERIFICATIONS_PER_CLAIM_PER_MINUTE per claim token
 * (or per transaction, for the wallet-signed flow), then 429. Nothing is consumed by a refusal. */
export async function takeVerification(limiter: VerificationLimiter | undefined, subject: string): Promise<void> {
  const decision = await limiter?.take(sha256Hex(subject), 1);
  if (decision && !decision.ok) {
    throw new ApiError("rate_limited", "Too many verification attempts for this payment; wait before retrying.", {
      headers: { "Retry-After": String(decision.retryAfterSeconds) },
    });
  }
}

/** Runs a verification; a transfer that landed after its request expired is recorded in
 * late_payments (listed for a refund) before the 422 goes out: never silently kept. */
export async function recordingLatePayments<T>(
  db: Db,
  transfer: { signature: string; intentId: string | null; memo: string; now: Date },
  verify: () => T | Promise<T>,
): Promise<T> {
  try {
    return await verify();
  } catch (error) {
    if (!isLatePayment(error)) throw error;
    const row = await recordLatePayment(db, {
      id: randomUUID(),
      txSignature: transfer.signature,
      intentId: transfer.intentId,
      memo: transfer.memo,
      amountMicros: error.late.amountMicros,
      payer: error.late.payer,
      blockTime: new Date(error.late.blockTime * 1000),
      createdAt: transfer.now,
    });
    throw new ApiError(
      "payment_invalid",
      "The payment request had expired when this transfer landed. It grants nothing; it is recorded and listed for a refund to the paying wallet.",
      { details: { reason: "after_request_expired", late_payment_id: row.id, refund: row.status } },
    );
  }
}
