// POST /api/buy-key/challenge: a one-time challenge the paying wallet signs.
import { buyKeyChallenge } from "@/server/contracts/endpoints/access";
import { ApiError } from "@/server/http/api-error";
import { resolveClientSubject } from "@/server/services/access/access/client-ip";
import { issueOwnershipChallenge } from "@/server/services/access/payments/ownership-challenge";
import { parseTxSignature } from "@/server/services/access/payments/signature-format";
import { implement } from "@/server/api/implement";

// POST /api/buy-key/challenge - a challenge for { tx_signature }: sign its message with the paying wallet
// The nonce is this caller's: never cached anywhere (the contract's default no-store).
export const POST = implement(buyKeyChallenge, async ({ body, caller, services }) => {
  const txSignature = parseTxSignature(body.tx_signature, "tx_signature");
  const ctx = await services.access();
  if (!ctx.payments.config.enabled) throw new ApiError("not_configured", ctx.payments.config.reason);
  const { prisma } = await ctx.database();
  const requester = { subject: (await resolveClientSubject(caller.input.headers, ctx.ipPolicy)).subject, perDay: ctx.paymentRequestsPerDay };
  const challenge = await issueOwnershipChallenge(prisma, { service: ctx.baseUrl, txSignature, now: ctx.now(), requester });
  return {
    status: 201,
    body: { tx_signature: txSignature, nonce: challenge.nonce, message: challenge.message, expires_at: challenge.expiresAt.toISOString(), redeem: { method: "POST" as const, url: `${ctx.baseUrl}/api/buy-key` } },
  };
});
