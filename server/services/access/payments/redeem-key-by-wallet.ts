// POST /api/buy-key { tx_signature, challenge, wallet_signature }: a payment
// redeemed with its payer's proof (issue 28 item 2). Signatures are public, so
// a payment never turns into a key, or into credit on someone's key, for a
// caller who cannot show it paid: its quote's claim token (redeem-key-payment.ts)
// or its payer's signature on a challenge the server issued for it
// (ownership-challenge.ts). An open payment (no memo of ours) has no claim
// token: its payer's proof is the only way; a payer that cannot sign messages
// (an exchange withdrawal, a multisig) buys through a quote instead.
// The payer of the payment that CREATED a key owns it for good: its proof on an
// already-redeemed payment replaces the key's secret (every earlier copy stops).
// A top-up, add-on or scan payment proves nothing about the key it paid into.
import type { ApiKeyRecord } from "@/server/platform/db/api-keys";
import { findApiKeyByOriginPayment } from "@/server/platform/db/api-keys";
import { findIntentByMemo, findPaymentBySignature, type PaymentIntentRecord } from "@/server/platform/db/payments";
import { ApiError } from "@/server/http/api-error";
import type { VerifiedPayment } from "@/server/services/access/payments/payment-verifier";
import { alreadyUsed, notKeyOrigin, recordingLatePayments, takeVerification } from "@/server/services/access/payments/redeem-common";
import { grantKey, KEY_PURPOSES, reissueKey, type RedeemedKey, type RedeemKeyDeps } from "@/server/services/access/payments/redeem-key-payment";
import { openPaymentIntent, openPaymentTerms } from "@/server/services/access/payments/open-payment";
import { findLiveChallenge, spendChallenge } from "@/server/services/access/payments/ownership-challenge";
import { checkTopUp } from "@/server/services/access/payments/top-up-key";
import { readPaymentMemo } from "@/server/services/access/payments/verify-transfer";
import { isSignedByWallet, walletProofError } from "@/server/services/access/payments/wallet-proof";

export interface RedeemByWalletInput {
  signature: string;
  /** the challenge's nonce (POST /api/buy-key/challenge) and the payer's ed25519 signature of its message */
  proof: { nonce: string; walletSignature: Uint8Array };
  /** this service's origin: the challenge's message names it */
  service: string;
  reissue?: boolean;
  /** the caller's IP bucket: with no claim token to look up first, any signature would cost an RPC call */
  clientSubject: string;
  /** X-API-Key on the redeem: the payment tops this key up */
  topUp?: ApiKeyRecord;
}

/** Memos of key requests start so (secrets.issueMemo): only these are recorded when their request is gone. */
const KEY_MEMO_PREFIX = "cabal-hunter:key:";
const OUR_MEMO_PREFIX = "cabal-hunter:";

export async function redeemKeyByWallet(deps: RedeemKeyDeps, input: RedeemByWalletInput): Promise<RedeemedKey> {
  const { prisma } = deps;
  const { signature, proof } = input;
  // the challenge is looked up before any RPC call: a stranger's junk costs a database read
  const challenge = await findLiveChallenge(prisma, { service: input.service, txSignature: signature, nonce: proof.nonce, now: deps.now() });
  const paid = await findPaymentBySignature(prisma, signature);
  if (paid) {
    if (!paid.payer || !isSignedByWallet(paid.payer, challenge.message, proof.walletSignature)) throw walletProofError();
    const key = await findApiKeyByOriginPayment(prisma, paid.id);
    if (!key) throw notKeyOrigin();
    await spendChallenge(prisma, challenge.id, deps.now());
    // The creating payer's word revokes every copy, whenever it comes (no reissue window).
    return reissueKey(prisma, { keyId: key.id, createdAt: paid.createdAt, provenAt: challenge.issuedAt }, deps.now(), { anyTime: true });
  }
  if (input.reissue) throw new ApiError("bad_request", "Only a payment already redeemed can be reissued.");
  // Only the caller's IP is limited: a per-transaction bucket would let junk proofs from anyone
  // lock the real owner out of their own purchase (issue 18 item 5).
  await takeVerification(deps.verifyLimiter, `wallet-client:${input.clientSubject}`);
  const { target, verified, open } = await judgePayment(deps, signature);
  if (!verified.payer || !isSignedByWallet(verified.payer, challenge.message, proof.walletSignature)) throw walletProofError();
  if (input.topUp) checkTopUp(input.topUp, target.purpose === "key_unlimited");
  await spendChallenge(prisma, challenge.id, deps.now());
  return grantKey(deps, target, verified, { topUp: input.topUp, openIntent: open });
}

/** The payment's request (found by its memo) or, with no memo of ours, an open payment's terms. */
async function judgePayment(deps: RedeemKeyDeps, signature: string): Promise<{ target: PaymentIntentRecord; verified: VerifiedPayment; open: boolean }> {
  const { prisma } = deps;
  const answer = await deps.verifier.fetch(signature, "finalized");
  const memo = readPaymentMemo(answer);
  const now = deps.now();
  const intent = memo ? await findIntentByMemo(prisma, memo) : null;
  if (intent) {
    if (!(KEY_PURPOSES as readonly string[]).includes(intent.purpose)) {
      throw new ApiError("payment_invalid", `This payment request is for ${intent.purpose}, not for a key.`, { details: { reason: "wrong_purpose", purpose: intent.purpose } });
    }
    if (intent.payment) throw alreadyUsed("request_already_paid");
    const verified = await recordingLatePayments(prisma, { signature, intentId: intent.id, memo: intent.memo, now }, () => deps.verifier.judge(answer, signature, intent));
    return { target: intent, verified, open: false };
  }
  if (memo?.startsWith(KEY_MEMO_PREFIX)) {
    // Our memo, request gone (pruned after expiry): its life has ended, so money that arrived is a
    // late payment (recorded, 422 after_request_expired); a transfer that paid nothing falls through.
    const ended = { memo, amountMicros: 1n, createdAt: new Date(0), expiresAt: new Date(0) };
    await recordingLatePayments(prisma, { signature, intentId: null, memo, now }, () => deps.verifier.judge(answer, signature, ended));
    throw new ApiError("payment_invalid", "The transaction's memo names no key quote of this service.", { details: { reason: "unknown_request" } });
  }
  // Another flow's memo (a per-scan payment) never buys a key.
  if (memo?.startsWith(OUR_MEMO_PREFIX)) throw new ApiError("payment_invalid", "This payment was made for another purpose, not for a key.", { details: { reason: "wrong_purpose" } });
  const verified = deps.verifier.judge(answer, signature, openPaymentTerms(deps.plans, now));
  return { target: openPaymentIntent(deps.plans, signature, verified, now), verified, open: true };
}
