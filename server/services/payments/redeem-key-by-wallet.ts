// POST /api/buy-key { tx_signature, wallet_signature }: the seed's single-field
// redemption. No claim token: the payment request is found by the memo the
// transaction carries, and ownership is proven by the paying wallet's ed25519
// signature of "cabal-hunter:buy-key:<tx_signature>" (wallet-proof.ts). The
// checks are the claim-token flow's (finalized, exactly one Memo v2, USDC
// effect on our ATA, request life, once ever); only the binding differs.
// A memo of ours whose request was already pruned is still recorded when
// money arrived (late_payments), never silently kept.
import { findIntentByMemo, findPaymentBySignature } from "@/server/db/payments";
import { ApiError } from "@/server/http/api-error";
import { alreadyUsed, recordingLatePayments, takeVerification } from "./redeem-common";
import { grantKey, KEY_PURPOSES, reissueKey, type RedeemedKey, type RedeemKeyDeps } from "./redeem-key-payment";
import { readPaymentMemo } from "./verify-transfer";
import { isSignedByWallet, walletProofError } from "./wallet-proof";

export interface RedeemByWalletInput {
  signature: string;
  /** the decoded ed25519 signature of buyKeyProofMessage(signature) */
  walletSignature: Uint8Array;
  reissue?: boolean;
  /** the caller's IP bucket: with no claim token to look up first, any signature would cost an RPC call */
  clientSubject: string;
}

/** Memos of key requests start so (secrets.issueMemo): only these are recorded when their request is gone. */
const KEY_MEMO_PREFIX = "cabal-hunter:key:";

export async function redeemKeyByWallet(deps: RedeemKeyDeps, input: RedeemByWalletInput): Promise<RedeemedKey> {
  const { prisma } = deps;
  const { signature, walletSignature } = input;
  const paid = await findPaymentBySignature(prisma, signature);
  if (paid) {
    if (!input.reissue) throw alreadyUsed("signature_used", { reissue: "If the key was lost, send the same body with \"reissue\": true within 60 minutes of the purchase." });
    if (!paid.payer || !isSignedByWallet(paid.payer, signature, walletSignature)) throw walletProofError();
    return reissueKey(prisma, paid, deps.now());
  }
  if (input.reissue) throw new ApiError("bad_request", "Only a payment already redeemed can be reissued.");
  // Only the caller's IP is limited: a per-transaction bucket would let junk proofs from anyone
  // lock the real owner out of their own purchase (issue 18 item 5).
  await takeVerification(deps.verifyLimiter, `wallet-client:${input.clientSubject}`);
  const answer = await deps.verifier.fetch(signature, "finalized");
  const memo = readPaymentMemo(answer);
  if (!memo) throw new ApiError("payment_invalid", "The transaction must carry exactly one Memo v2 instruction: the memo of a key quote.", { details: { reason: "memo_missing" } });
  const now = deps.now();
  const intent = await findIntentByMemo(prisma, memo);
  if (!intent) {
    if (memo.startsWith(KEY_MEMO_PREFIX)) {
      // Our memo, request gone (pruned after expiry): its life has ended, so money that arrived is a
      // late payment (recorded, 422 after_request_expired); a transfer that paid nothing falls through.
      const ended = { memo, amountMicros: 1n, createdAt: new Date(0), expiresAt: new Date(0) };
      await recordingLatePayments(prisma, { signature, intentId: null, memo, now }, () => deps.verifier.judge(answer, signature, ended));
    }
    throw new ApiError("payment_invalid", "The transaction's memo names no key quote of this service.", { details: { reason: "unknown_request" } });
  }
  if (!(KEY_PURPOSES as readonly string[]).includes(intent.purpose)) {
    throw new ApiError("payment_invalid", `This payment request is for ${intent.purpose}, not for a key.`, { details: { reason: "wrong_purpose", purpose: intent.purpose } });
  }
  if (intent.payment) throw alreadyUsed("request_already_paid");
  const verified = await recordingLatePayments(prisma, { signature, intentId: intent.id, memo, now }, () => deps.verifier.judge(answer, signature, intent));
  if (!verified.payer || !isSignedByWallet(verified.payer, signature, walletSignature)) throw walletProofError();
  return grantKey(deps, intent, verified);
}
