// Steps shared by both ways of redeeming a payment (per-scan x402 and buy-key):
// find the intent the claim token opens, refuse a used signature or a paid
// intent before spending an RPC call, and map "already used" to 409.
import { findIntentByClaimHash, findPaymentBySignature, type PaymentIntentRecord, type PaymentPurpose } from "@/server/db/payments";
import type { Db } from "@/server/db/usage-counters";
import { ApiError } from "@/server/http/api-error";
import { isClaimToken, sha256Hex } from "../access/secrets";

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

/** Cheap pre-checks before any RPC call; the UNIQUE constraints remain the real guard. */
export async function ensureRedeemable(db: Db, signature: string, intent: PaymentIntentRecord): Promise<void> {
  if (await findPaymentBySignature(db, signature)) throw alreadyUsed("signature_used");
  if (intent.payment) throw alreadyUsed("request_already_paid");
}

/** After an insert lost to a UNIQUE constraint: which one (the signature, or the intent)? */
export async function conflictError(db: Db, signature: string): Promise<ApiError> {
  return (await findPaymentBySignature(db, signature)) ? alreadyUsed("signature_used") : alreadyUsed("request_already_paid");
}
