// POST /api/buy-key { tx_signature [, wallet_signature] }: the described
// single-field redemption (issue 20; decisions "Keys and payments", revised).
// No claim token: the payment request is found by the memo the transaction
// carries; a transfer with no memo of ours is an open payment (pay-as-you-go
// credit of what arrived, from PAYG_MIN; exactly the unlimited price buys the
// unlimited plan), bounded in age by PAYMENT_MAX_AGE_SECONDS.
// Signatures are public, so anyone may redeem first; the paying wallet always
// owns the key: its ed25519 signature of "cabal-hunter:buy-key:<tx_signature>"
// (wallet-proof.ts) on an already-redeemed payment replaces the key's secret,
// so every earlier copy stops working and the payer gets the fresh one, with
// the balance. A front-runner gains nothing lasting.
import type { ApiKeyRecord } from "@/server/platform/db/api-keys";
import { findIntentByMemo, findPaymentBySignature, type PaymentIntentRecord } from "@/server/platform/db/payments";
import { ApiError } from "@/server/http/api-error";
import type { VerifiedPayment } from "@/server/services/billing/payments/payment-verifier";
import { alreadyUsed, recordingLatePayments, takeVerification } from "@/server/services/billing/payments/redeem-common";
import { grantKey, KEY_PURPOSES, reissueKey, type RedeemedKey, type RedeemKeyDeps } from "@/server/services/billing/payments/redeem-key-payment";
import { openPaymentIntent, openPaymentTerms } from "@/server/services/billing/payments/open-payment";
import { checkTopUp } from "@/server/services/billing/payments/top-up-key";
import { readPaymentMemo } from "@/server/services/billing/payments/verify-transfer";
import { isSignedByWallet, walletProofError } from "@/server/services/billing/payments/wallet-proof";

export interface RedeemByWalletInput {
  signature: string;
  /** the decoded ed25519 signature of buyKeyProofMessage(signature); null: no proof (anyone may redeem first) */
  walletSignature: Uint8Array | null;
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
  const { signature, walletSignature } = input;
  const paid = await findPaymentBySignature(prisma, signature);
  if (paid) {
    if (!walletSignature) {
      throw alreadyUsed("signature_used", { take_back: "The paying wallet can take the key back: send the same tx_signature with wallet_signature (its signature of \"cabal-hunter:buy-key:<tx_signature>\")." });
    }
    if (!paid.payer || !isSignedByWallet(paid.payer, signature, walletSignature)) throw walletProofError();
    // The payer's word revokes every copy, whenever it comes (no reissue window: decisions, revised).
    return reissueKey(prisma, paid, deps.now(), { anyTime: true });
  }
  if (input.reissue) throw new ApiError("bad_request", "Only a payment already redeemed can be reissued.");
  // Only the caller's IP is limited: a per-transaction bucket would let junk proofs from anyone
  // lock the real owner out of their own purchase (issue 18 item 5).
  await takeVerification(deps.verifyLimiter, `wallet-client:${input.clientSubject}`);
  const answer = await deps.verifier.fetch(signature, "finalized");
  const memo = readPaymentMemo(answer);
  const now = deps.now();
  const intent = memo ? await findIntentByMemo(prisma, memo) : null;
  let verified: VerifiedPayment;
  let target: PaymentIntentRecord;
  let open = false;
  if (intent) {
    if (!(KEY_PURPOSES as readonly string[]).includes(intent.purpose)) {
      throw new ApiError("payment_invalid", `This payment request is for ${intent.purpose}, not for a key.`, { details: { reason: "wrong_purpose", purpose: intent.purpose } });
    }
    if (intent.payment) throw alreadyUsed("request_already_paid");
    verified = await recordingLatePayments(prisma, { signature, intentId: intent.id, memo: intent.memo, now }, () => deps.verifier.judge(answer, signature, intent));
    target = intent;
  } else {
    if (memo?.startsWith(KEY_MEMO_PREFIX)) {
      // Our memo, request gone (pruned after expiry): its life has ended, so money that arrived is a
      // late payment (recorded, 422 after_request_expired); a transfer that paid nothing falls through.
      const ended = { memo, amountMicros: 1n, createdAt: new Date(0), expiresAt: new Date(0) };
      await recordingLatePayments(prisma, { signature, intentId: null, memo, now }, () => deps.verifier.judge(answer, signature, ended));
      throw new ApiError("payment_invalid", "The transaction's memo names no key quote of this service.", { details: { reason: "unknown_request" } });
    }
    // Another flow's memo (a per-scan payment) never buys a key.
    if (memo?.startsWith(OUR_MEMO_PREFIX)) throw new ApiError("payment_invalid", "This payment was made for another purpose, not for a key.", { details: { reason: "wrong_purpose" } });
    verified = deps.verifier.judge(answer, signature, openPaymentTerms(deps.plans, now));
    target = openPaymentIntent(deps.plans, signature, verified, now);
    open = true;
  }
  if (walletSignature && (!verified.payer || !isSignedByWallet(verified.payer, signature, walletSignature))) throw walletProofError();
  if (input.topUp) checkTopUp(input.topUp, target.purpose === "key_unlimited");
  return grantKey(deps, target, verified, { topUp: input.topUp, openIntent: open });
}
