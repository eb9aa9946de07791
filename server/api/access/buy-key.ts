// POST /api/buy-key: redeem a finalized USDC payment for a key, or top a key up.
import { buyKey } from "@/server/contracts/endpoints/access";
import { ApiError } from "@/server/http/api-error";
import { resolveClientSubject } from "@/server/services/access/access/client-ip";
import { describeKey, keyBalanceHeaders } from "@/server/services/access/access/key-balance";
import { findPresentedKey } from "@/server/services/access/access/resolve-caller";
import { proofRequiredError } from "@/server/services/access/payments/proof-required";
import { parseClaimToken } from "@/server/services/access/payments/redeem-common";
import { redeemKeyByWallet } from "@/server/services/access/payments/redeem-key-by-wallet";
import { redeemKeyPayment } from "@/server/services/access/payments/redeem-key-payment";
import { parseTxSignature } from "@/server/services/access/payments/signature-format";
import { parseWalletSignature } from "@/server/services/access/payments/wallet-proof";
import { implement } from "@/server/api/implement";

// POST /api/buy-key - redeem a finalized USDC payment for a key, shown once
// (body: { tx_signature, claim_token | challenge + wallet_signature [, reissue] }; with
// X-API-Key the payment tops that key up instead)
export const POST = implement(buyKey, async ({ body, caller, services }) => {
  const signature = parseTxSignature(body.tx_signature, "tx_signature");
  // Both proofs are checked for shape before any database or RPC call.
  const walletSignature = body.wallet_signature !== undefined ? parseWalletSignature(body.wallet_signature) : null;
  if (walletSignature && body.challenge === undefined) {
    throw new ApiError("bad_request", "wallet_signature signs a challenge: ask POST /api/buy-key/challenge for one and send its nonce as challenge.", { details: { field: "challenge" } });
  }
  const claimToken = body.claim_token !== undefined ? parseClaimToken(body.claim_token, "claim_token") : null;
  const ctx = await services.access();
  const { verifier, config } = ctx.payments;
  if (!config.enabled || !verifier) throw new ApiError("not_configured", config.enabled ? "Payments are unavailable." : config.reason);
  const { prisma } = await ctx.database();
  if (!claimToken && !walletSignature) throw await proofRequiredError(prisma, signature);
  const clientSubject = (await resolveClientSubject(caller.input.headers, ctx.ipPolicy)).subject;
  // the key is optional here and proven only after the body's shape: a top-up, not the route's access
  const topUp = (await findPresentedKey(ctx, caller.input)) ?? undefined;
  const deps = { prisma, verifier, plans: ctx.plans, now: ctx.now, verifyLimiter: ctx.verifyLimiter };
  const redeemed = claimToken
    ? await redeemKeyPayment(deps, { signature, claimToken, reissue: body.reissue, topUp })
    : await redeemKeyByWallet(deps, { signature, proof: { nonce: body.challenge!, walletSignature: walletSignature! }, service: ctx.baseUrl, reissue: body.reissue, clientSubject, topUp });
  // a reissue gave the key a new secret: the old one stops here at once (elsewhere within KEY_RECHECK_MS)
  if (redeemed.reissued) ctx.keyCache.forget(redeemed.key.id);
  const balance = await describeKey(ctx, redeemed.key);
  const headers = topUp ? keyBalanceHeaders(balance) : {};
  if (redeemed.apiKey === null) return { status: 200, body: { ...balance, reissued: false as const, topped_up: true as const }, headers };
  return { status: redeemed.reissued ? 200 : 201, body: { ...balance, api_key: redeemed.apiKey, reissued: redeemed.reissued }, headers };
});
