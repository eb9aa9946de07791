// Pay per scan (x402 variant): X-Payment-Signature names a USDC transfer that
// carries the memo of a "scan" intent, X-Payment-Claim proves the caller is
// the one the intent was issued to. Verified at "confirmed" (a micro-payment;
// security-reference §1.5.4), then recorded: the payments row IS the grant of
// one scan. If that scan then fails on our side, release() un-redeems it so
// the payer can retry (payment is settled only for an answered scan, like
// @x402/next's withX402).
import { randomUUID } from "node:crypto";
import { deletePayment, insertPayment } from "@/server/db/payments";
import type { Db } from "@/server/db/usage-counters";
import type { PaymentVerifier } from "./payment-verifier";
import { conflictError, ensureRedeemable, findClaimedIntent, recordingLatePayments, takeVerification, type VerificationLimiter } from "./redeem-common";

export interface ScanPayment {
  paymentId: string;
  signature: string;
  payer: string | null;
  amountMicros: bigint;
  release(): Promise<void>;
}

export async function redeemScanPayment(
  deps: { db: Db; verifier: PaymentVerifier; now: () => Date; verifyLimiter?: VerificationLimiter },
  input: { signature: string; claimToken: string },
): Promise<ScanPayment> {
  const { db, verifier } = deps;
  const intent = await findClaimedIntent(db, input.claimToken, ["scan"]);
  await ensureRedeemable(db, input.signature, intent);
  await takeVerification(deps.verifyLimiter, `claim:${input.claimToken}`);
  const verified = await recordingLatePayments(db, { signature: input.signature, intentId: intent.id, memo: intent.memo, now: deps.now() }, () =>
    verifier.verify(input.signature, "confirmed", intent),
  );
  const paymentId = randomUUID();
  const recorded = await insertPayment(db, {
    id: paymentId,
    txSignature: input.signature,
    intentId: intent.id,
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
