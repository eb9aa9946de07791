import { buyKeyRequestSchema } from "@/server/contracts/access";
import { ApiError } from "@/server/http/api-error";
import { parseOrThrow, readJsonBody, withRoute } from "@/server/http/with-route";
import { getAccessContext } from "@/server/services/access/access-context";
import { describeKey } from "@/server/services/access/key-balance";
import { parseClaimToken } from "@/server/services/payments/redeem-common";
import { redeemKeyPayment } from "@/server/services/payments/redeem-key-payment";
import { parseTxSignature } from "@/server/services/payments/signature-format";

export const dynamic = "force-dynamic";

// POST /api/buy-key - redeem a finalized USDC payment for a key, shown once (body: { tx_signature, claim_token, reissue? })
export const POST = (request: Request) => handle(request, undefined);

const handle = withRoute(async (request) => {
  const body = parseOrThrow(buyKeyRequestSchema, await readJsonBody(request, 4 * 1024));
  const signature = parseTxSignature(body.tx_signature, "tx_signature");
  const claimToken = parseClaimToken(body.claim_token, "claim_token");
  const ctx = await getAccessContext();
  const { verifier, config } = ctx.payments;
  if (!config.enabled || !verifier) throw new ApiError("not_configured", config.enabled ? "Payments are unavailable." : config.reason);
  const { prisma } = await ctx.database();
  const redeemed = await redeemKeyPayment({ prisma, verifier, plans: ctx.plans, now: ctx.now }, { signature, claimToken, reissue: body.reissue });
  const balance = await describeKey(ctx, redeemed.key);
  return Response.json(
    { ...balance, api_key: redeemed.apiKey, reissued: redeemed.reissued },
    { status: redeemed.reissued ? 200 : 201, headers: { "Cache-Control": "no-store" } },
  );
});
