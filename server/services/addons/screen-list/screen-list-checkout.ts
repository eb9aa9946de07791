// The screen-list add-on is bought like a key (docs/decisions.md): a payment
// request through the existing intent flow (purpose "screen_list", 9 USDC),
// then the finalized USDC transfer is redeemed with its claim token by the
// key that asked, which gets the configured days (plans.ts) more. The payments row and the
// extension are one transaction, so a replayed signature extends nothing.
import { formatUsdc } from "@/server/platform/config/plans";
import type { ApiKeyRecord } from "@/server/platform/db/api-keys";
import { extendAddon } from "@/server/platform/db/screen-list";
import { forgetAddonRead } from "@/server/services/addons/screen-list/scan-screen-list";
import { ApiError } from "@/server/http/api-error";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { issuePaymentIntent } from "@/server/services/access/payments/payment-intents";
import { alreadyUsed, ensureRedeemable, findClaimedIntent, recordingLatePayments, recordVerifiedPayment, takeVerification } from "@/server/services/access/payments/redeem-common";
import { MEMO_PROGRAM_V2 } from "@/server/services/access/payments/transfer-effects";


export async function checkoutScreenList(ctx: AccessContext, key: ApiKeyRecord) {
  const config = ctx.payments.config;
  if (!config.enabled) throw new ApiError("not_configured", config.reason);
  const db = await ctx.database();
  const intent = await issuePaymentIntent(db.prisma, config, {
    purpose: "screen_list",
    amountMicros: ctx.plans.screenListPriceMicros,
    now: ctx.now(),
    // payment requests are bounded per day; here per key (the route needs one)
    requester: { subject: `key:${key.id}`, perDay: ctx.paymentRequestsPerDay },
  });
  const amountUsdc = formatUsdc(ctx.plans.screenListPriceMicros);
  const query = { amount: amountUsdc, "spl-token": config.usdcMint, memo: intent.memo, label: "Cabal Hunter screen list" };
  return {
    addon: "screen_list" as const,
    days: ctx.plans.screenListDays,
    network: config.network,
    asset: config.usdcMint,
    pay_to: config.payTo,
    pay_to_token_account: config.payToAta,
    amount: ctx.plans.screenListPriceMicros.toString(),
    amount_usdc: amountUsdc,
    memo: intent.memo,
    memo_program: MEMO_PROGRAM_V2,
    claim_token: intent.claimToken,
    expires_at: intent.expiresAt.toISOString(),
    commitment: "finalized" as const,
    solana_pay_url: `solana:${config.payTo}?${Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`,
    redeem: { method: "POST" as const, url: `${ctx.baseUrl}/api/screen-list/redeem` },
  };
}

export async function redeemScreenList(ctx: AccessContext, key: ApiKeyRecord, input: { signature: string; claimToken: string }): Promise<{ enabled_until: string }> {
  const { verifier, config } = ctx.payments;
  if (!config.enabled || !verifier) throw new ApiError("not_configured", config.enabled ? "Payments are unavailable." : config.reason);
  const { prisma } = await ctx.database();
  const intent = await findClaimedIntent(prisma, input.claimToken, ["screen_list"]);
  if (intent.payment?.txSignature === input.signature) throw alreadyUsed("signature_used");
  await ensureRedeemable(prisma, input.signature, intent);
  // each verification is an RPC call: bounded per claim token and per key, like buy-key
  await takeVerification(ctx.verifyLimiter, `claim:${input.claimToken}`);
  await takeVerification(ctx.verifyLimiter, `screen-list-key:${key.id}`);
  const now = ctx.now();
  // a transfer that landed after its request expired is recorded for a refund, never kept silently
  const verified = await recordingLatePayments(prisma, { signature: input.signature, intentId: intent.id, memo: intent.memo, now }, () =>
    verifier.verify(input.signature, "finalized", intent),
  );
  const until = await prisma.$transaction(async (tx) => {
    await recordVerifiedPayment(tx, intent, verified, key.id, now);
    return extendAddon(tx, key.id, ctx.plans.screenListDays, now);
  });
  forgetAddonRead(ctx, key.id);
  return { enabled_until: until.toISOString() };
}
