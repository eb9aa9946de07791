// Pay per scan (x402 variant): X-Payment-Signature names a USDC transfer that
// carries the memo of a "scan" intent, and X-Payment-Claim proves the caller
// is the one the intent was issued to: the 402 says its claim token reserves
// the payment, so a memo of ours is redeemed only with that token (issue 28
// item 2). Without a claim (the described call, issue 20) the signature alone
// pays only for a transfer with no memo of ours, first come first served: an
// open payment of at least the per-scan price and BELOW the pay-as-you-go
// minimum (a larger one is kept for /api/buy-key, redeemed with its payer's
// proof: spent as a scan by a stranger it could not be given back). Verified at "confirmed" (a micro-payment;
// security-reference §1.5.4), then recorded: the payments row IS the grant of
// one scan. If that scan then fails on our side, release() un-redeems it so
// the payer can retry (payment is settled only for an answered scan, like
// @x402/next's withX402).
import { randomUUID } from "node:crypto";
import type { Plans } from "@/server/platform/config/plans";
import { deletePayment, findIntentByMemo, findPaymentBySignature, insertPayment } from "@/server/platform/db/payments";
import { ApiError } from "@/server/http/api-error";
import { sha256Hex } from "@/server/services/access/access/secrets";
import { readPaymentMemo } from "@/server/services/access/payments/verify-transfer";
import type { Db } from "@/server/platform/db/usage-counters";
import type { PaymentVerifier } from "@/server/services/access/payments/payment-verifier";
import { alreadyUsed, conflictError, ensureRedeemable, findClaimedIntent, recordingLatePayments, takeVerification, type VerificationLimiter } from "@/server/services/access/payments/redeem-common";

export interface ScanPayment {
  paymentId: string;
  signature: string;
  payer: string | null;
  amountMicros: bigint;
  release(): Promise<void>;
}

export interface ScanPaymentDeps {
  db: Db;
  verifier: PaymentVerifier;
  now: () => Date;
  verifyLimiter?: VerificationLimiter;
  /** the open payment's bounds: at least perScanMicros, below paygMinimumMicros */
  plans?: Pick<Plans, "perScanMicros" | "paygMinimumMicros">;
}

export async function redeemScanPayment(
  deps: ScanPaymentDeps,
  input: { signature: string; claimToken: string | null; clientSubject?: string },
): Promise<ScanPayment> {
  const { db } = deps;
  const { intent, verified, open } = input.claimToken === null ? await verifyUnclaimed(deps, input.signature, input.clientSubject ?? "") : await verifyClaimed(deps, input.signature, input.claimToken);
  const paymentId = randomUUID();
  const intentId = open ? await openIntentId(db, intent) : intent.id;
  const recorded = await insertPayment(db, {
    id: paymentId,
    txSignature: input.signature,
    intentId,
    purpose: "scan",
    amountMicros: verified.amountMicros,
    payer: verified.payer,
    slot: verified.slot,
    blockTime: verified.blockTime,
    apiKeyId: null,
    createdAt: deps.now(),
  });
  if (!recorded) throw await conflictError(db, input.signature);
  return {
    paymentId,
    signature: input.signature,
    payer: verified.payer,
    amountMicros: verified.amountMicros,
    release: () => deletePayment(db, paymentId),
  };
}

/** The payments row needs an intent (intent_id NOT NULL UNIQUE): the open payment's made-up one,
 * memo "open:<signature>", created once (a released scan's retry finds it again); the UNIQUE
 * signature and intent of the payments row remain the replay guard. */
async function openIntentId(db: Db, intent: { id: string; memo: string; amountMicros: bigint; createdAt: Date; expiresAt: Date }): Promise<string> {
  const { id, memo, amountMicros, createdAt, expiresAt } = intent;
  await db.paymentIntent.createMany({ data: [{ id, memo, purpose: "scan", amountMicros, claimHash: sha256Hex(memo), createdAt, expiresAt }], skipDuplicates: true });
  return (await findIntentByMemo(db, memo))!.id;
}

async function verifyClaimed(deps: ScanPaymentDeps, signature: string, claimToken: string) {
  const intent = await findClaimedIntent(deps.db, claimToken, ["scan"]);
  await ensureRedeemable(deps.db, signature, intent);
  await takeVerification(deps.verifyLimiter, `claim:${claimToken}`);
  const verified = await recordingLatePayments(deps.db, { signature, intentId: intent.id, memo: intent.memo, now: deps.now() }, () =>
    deps.verifier.verify(signature, "confirmed", intent),
  );
  return { intent, verified, open: false };
}

async function verifyUnclaimed(deps: ScanPaymentDeps, signature: string, clientSubject: string) {
  const { db, verifier } = deps;
  if (await findPaymentBySignature(db, signature)) throw alreadyUsed("signature_used");
  // no claim token to look up first: each client's verifications per minute are bounded
  await takeVerification(deps.verifyLimiter, `scan-client:${clientSubject}`);
  const answer = await verifier.fetch(signature, "confirmed");
  const memo = readPaymentMemo(answer);
  const now = deps.now();
  const requested = memo ? await findIntentByMemo(db, memo) : null;
  if (requested) {
    if (requested.purpose !== "scan") throw new ApiError("payment_invalid", `This payment request is for ${requested.purpose}, not for a scan.`, { details: { reason: "wrong_purpose", purpose: requested.purpose } });
    if (requested.payment) throw alreadyUsed("request_already_paid");
    // Its 402 told the payer that its claim token reserves it (issue 28 item 2): a stranger who read the
    // signature off the chain must not spend it first.
    throw new ApiError("proof_required", "This payment carries the memo of a payment request whose claim token reserves it: repeat the request with X-Payment-Signature and X-Payment-Claim (the 402's extra.claimToken).", {
      details: { reason: "claim_required", header: "X-Payment-Claim" },
    });
  }
  // A memo of ours names a request of some flow: never an open payment (another flow's money, or a pruned request).
  if (memo?.startsWith("cabal-hunter:")) throw new ApiError("payment_invalid", "The transaction's memo names no open per-scan request of this service.", { details: { reason: "unknown_request" } });
  const plans = deps.plans!;
  const verified = verifier.judge(answer, signature, { memo: null, amountMicros: plans.perScanMicros, createdAt: new Date(0), expiresAt: new Date(now.getTime() + 60_000) });
  if (verified.amountMicros >= plans.paygMinimumMicros) {
    throw new ApiError("payment_invalid", "A payment of the pay-as-you-go minimum or more is redeemed at POST /api/buy-key (as a key), not as one scan.", { details: { reason: "use_buy_key" } });
  }
  const intent = { id: randomUUID(), memo: `open:${signature}`, purpose: "scan" as const, amountMicros: verified.amountMicros, createdAt: now, expiresAt: now, payment: null };
  return { intent, verified, open: true };
}
