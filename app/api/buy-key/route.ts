import { buyKeyRequestSchema } from "@/server/contracts/access";
import { ApiError } from "@/server/http/api-error";
import { parseOrThrow, readJsonBody, withRoute } from "@/server/http/with-route";
import { getAccessContext } from "@/server/services/access/access-context";
import { resolveClientSubject } from "@/server/services/access/client-ip";
import { describeKey, keyBalanceHeaders } from "@/server/services/access/key-balance";
import { resolveApiKey } from "@/server/services/access/key-access";
import { parseClaimToken } from "@/server/services/payments/redeem-common";
import { redeemKeyByWallet } from "@/server/services/payments/redeem-key-by-wallet";
import { redeemKeyPayment } from "@/server/services/payments/redeem-key-payment";
import { parseTxSignature } from "@/server/services/payments/signature-format";
import { parseWalletSignature } from "@/server/services/payments/wallet-proof";

export const dynamic = "force-dynamic";

// POST /api/buy-key - redeem a finalized USDC payment for a key, shown once
// (body: { tx_signature [, claim_token | wallet_signature] [, reissue] }; with
// X-API-Key the payment tops that key up instead)
export const POST = (request: Request) => handle(request, undefined);

const handle = withRoute(async (request) => {
  const body = parseOrThrow(buyKeyRequestSchema, await readJsonBody(request, 4 * 1024));
  const signature = parseTxSignature(body.tx_signature, "tx_signature");
  // Both proofs are checked for shape before any database or RPC call.
  const walletSignature = body.wallet_signature !== undefined ? parseWalletSignature(body.wallet_signature) : null;
  const claimToken = body.claim_token !== undefined ? parseClaimToken(body.claim_token, "claim_token") : null;
  const ctx = await getAccessContext();
  const { verifier, config } = ctx.payments;
  if (!config.enabled || !verifier) throw new ApiError("not_configured", config.enabled ? "Payments are unavailable." : config.reason);
  const { prisma } = await ctx.database();
  const clientSubject = resolveClientSubject(request.headers, ctx.ipPolicy).subject;
  const presented = request.headers.get("x-api-key");
  const topUp = presented === null ? undefined : await resolveApiKey(ctx, presented, clientSubject);
  const deps = { prisma, verifier, plans: ctx.plans, now: ctx.now, verifyLimiter: ctx.verifyLimiter };
  const redeemed = claimToken
    ? await redeemKeyPayment(deps, { signature, claimToken, reissue: body.reissue, topUp })
    : await redeemKeyByWallet(deps, { signature, walletSignature, reissue: body.reissue, clientSubject, topUp });
  const balance = await describeKey(ctx, redeemed.key);
  return Response.json(
    redeemed.apiKey === null ? { ...balance, reissued: false, topped_up: true } : { ...balance, api_key: redeemed.apiKey, reissued: redeemed.reissued },
    { status: redeemed.reissued || redeemed.apiKey === null ? 200 : 201, headers: topUp ? keyBalanceHeaders(balance) : {} },
  );
});
