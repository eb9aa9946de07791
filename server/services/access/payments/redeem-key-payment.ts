// POST /api/buy-key: the payment of a "key" intent, verified at FINALIZED
// commitment (it mints a long-lived credential; security-reference §1.5.4),
// becomes a key in ONE database transaction with its payments row, so a
// replay (same signature, or a second payment of the same intent) rolls the
// key back. Pay-as-you-go credits exactly the USDC received; the unlimited
// plan runs UNLIMITED_PLAN_DAYS from redemption.
//
// Lost response: only the key's hash is stored, so the key cannot be shown
// again. The same claimant (same claim token and signature) may ask for a
// reissue within REISSUE_WINDOW_MS: the key gets a new secret, the old one
// stops working, the balance stays (security-reference §2).
import { randomUUID } from "node:crypto";
import type { Plans } from "@/server/platform/config/plans";
import { createApiKey, findApiKeyById, findApiKeyByOriginPayment, rotateApiKeySecret, whyNotRotated, type ApiKeyRecord } from "@/server/platform/db/api-keys";
import type { PrismaClient } from "@/server/platform/db/generated/client";
import { createPaymentIntent, type PaymentIntentRecord } from "@/server/platform/db/payments";
import { ApiError } from "@/server/http/api-error";
import { issueApiKey, sha256Hex } from "@/server/services/access/access/secrets";
import type { PaymentVerifier, VerifiedPayment } from "@/server/services/access/payments/payment-verifier";
import { checkTopUp, applyTopUp } from "@/server/services/access/payments/top-up-key";
import { alreadyUsed, ensureRedeemable, notKeyOrigin, findClaimedIntent, recordingLatePayments, recordVerifiedPayment, takeVerification, type VerificationLimiter } from "@/server/services/access/payments/redeem-common";

export const REISSUE_WINDOW_MS = 60 * 60 * 1000;

export interface RedeemedKey {
  /** the plaintext key: return it to the caller once, never log or store it (null: a top-up) */
  apiKey: string | null;
  key: ApiKeyRecord;
  reissued: boolean;
}

export interface RedeemKeyInput {
  signature: string;
  claimToken: string;
  /** the lost-response retry: rotate the key this payment bought */
  reissue?: boolean;
  /** X-API-Key on the redeem: the payment tops this key up */
  topUp?: ApiKeyRecord;
}

export interface RedeemKeyDeps {
  prisma: PrismaClient;
  verifier: PaymentVerifier;
  plans: Plans;
  now: () => Date;
  /** verification attempts per claim token (or transaction) per minute */
  verifyLimiter?: VerificationLimiter;
}

export const KEY_PURPOSES = ["key_payg", "key_unlimited"] as const;

export async function redeemKeyPayment(deps: RedeemKeyDeps, input: RedeemKeyInput): Promise<RedeemedKey> {
  const { prisma } = deps;
  const intent = await findClaimedIntent(prisma, input.claimToken, [...KEY_PURPOSES]);
  if (intent.payment?.txSignature === input.signature) {
    if (input.reissue) {
      // the claim token proves the payment that CREATED a key, never one that topped a key up
      const key = await findApiKeyByOriginPayment(prisma, intent.payment.id);
      if (!key) throw notKeyOrigin();
      // the claim token was made with the quote: a rotation since then disowns it
      return reissueKey(prisma, { keyId: key.id, createdAt: intent.payment.createdAt, provenAt: intent.createdAt }, deps.now());
    }
    throw alreadyUsed("signature_used", {
      reissue: "This payment was already redeemed by this claim token. If the key was lost, send the same body with \"reissue\": true within 60 minutes of the purchase: a new key replaces it.",
    });
  }
  if (input.reissue) throw new ApiError("bad_request", "Only a payment already redeemed with this claim token can be reissued.");
  if (input.topUp) checkTopUp(input.topUp, intent.purpose === "key_unlimited");
  await ensureRedeemable(prisma, input.signature, intent);
  await takeVerification(deps.verifyLimiter, `claim:${input.claimToken}`);
  const verified = await recordingLatePayments(prisma, { signature: input.signature, intentId: intent.id, memo: intent.memo, now: deps.now() }, () =>
    deps.verifier.verify(input.signature, "finalized", intent),
  );
  return grantKey(deps, intent, verified, { topUp: input.topUp });
}

export interface GrantOptions {
  /** an existing key the payment tops up (X-API-Key on the redeem): no new key is made */
  topUp?: ApiKeyRecord;
  /** the intent was made up for an open payment (no request): it is written in the same transaction */
  openIntent?: boolean;
}

export async function grantKey(
  deps: { prisma: PrismaClient; plans: Plans; now: () => Date },
  intent: PaymentIntentRecord,
  verified: VerifiedPayment,
  options: GrantOptions = {},
): Promise<RedeemedKey> {
  const issued = issueApiKey();
  const now = deps.now();
  const unlimited = intent.purpose === "key_unlimited";
  const keyId = options.topUp?.id ?? randomUUID();
  const paymentId = randomUUID();
  // PGlite: inside the transaction only `tx` may be used (the outer client would wait on it forever).
  const key = await deps.prisma.$transaction(async (tx) => {
    if (options.openIntent) await createPaymentIntent(tx, { ...intent, claimHash: sha256Hex(`open:${verified.signature}`) });
    if (options.topUp) {
      await applyTopUp(tx, options.topUp, { unlimited, amountMicros: verified.amountMicros }, { plans: deps.plans, now });
      await recordVerifiedPayment(tx, intent, verified, keyId, now, paymentId); // rolls the top-up back
      return (await findApiKeyById(tx, keyId))!;
    }
    const created = await createApiKey(tx, {
      id: keyId,
      shortToken: issued.shortToken,
      secretHash: issued.secretHash,
      plan: unlimited ? "unlimited" : "payg",
      creditMicros: unlimited ? 0n : verified.amountMicros,
      periodEnd: unlimited ? new Date(now.getTime() + deps.plans.unlimitedDays * 86_400_000) : null,
      createdAt: now,
      // this payment, and only this one, proves who owns the key (issue 28 item 2)
      originPaymentId: paymentId,
    });
    await recordVerifiedPayment(tx, intent, verified, keyId, now, paymentId); // rolls the key back
    return created;
  });
  if (options.topUp) return { apiKey: null, key, reissued: false };
  return { apiKey: issued.plaintext, key, reissued: false };
}

/**
 * A new secret for the key `proof` names; every earlier copy stops. `provenAt`: when the proof was
 * made (the quote's claim token, or the payer's challenge): a rotation after it disowned it.
 * `anyTime`: the creating payer's own request, which has no window (decisions "Keys and payments").
 */
export async function reissueKey(
  prisma: PrismaClient,
  proof: { keyId: string; createdAt: Date; provenAt: Date },
  now: Date,
  options: { anyTime?: boolean } = {},
): Promise<RedeemedKey> {
  if (!options.anyTime && now.getTime() - proof.createdAt.getTime() > REISSUE_WINDOW_MS) {
    throw alreadyUsed("signature_used", { reissue: "The reissue window of this purchase has closed." });
  }
  const issued = issueApiKey();
  const key = await rotateApiKeySecret(prisma, proof.keyId, { shortToken: issued.shortToken, secretHash: issued.secretHash, now, provenAt: proof.provenAt });
  if (key) return { apiKey: issued.plaintext, key, reissued: true };
  // Its owner or an operator revoked it: a reissue never revives a key.
  if ((await whyNotRotated(prisma, proof.keyId)) === "revoked") {
    throw new ApiError("forbidden", "The key bought with this payment was revoked; it cannot be reissued.", { details: { reason: "key_revoked" } });
  }
  throw new ApiError("forbidden", "The key's holder rotated it after this proof was made: proofs made before a rotation no longer reissue it.", { details: { reason: "proof_disowned" } });
}
