// One scan paid by a standard x402 payment (PAYMENT-SIGNATURE or X-PAYMENT):
// settle it (verify, co-sign, submit, confirm), record it, then grant. If the
// scan then fails on our side, refund() un-records it so the same header can
// buy the scan again (the money moved once either way) - but only once the
// library's in-process duplicate window (120 s) is over, or on another
// process: within it the same header is refused as already used.
import type { AccessContext } from "@/server/services/access/access/access-context";
import type { CallerInput } from "@/server/services/access/access/caller";
import type { Grant } from "@/server/services/access/access/scan-access";
import { ApiError } from "@/server/http/api-error";
import { resolveClientSubject } from "@/server/services/access/access/client-ip";
import { recordStandardPayment } from "@/server/services/access/payments/x402/record-standard-payment";
import type { StandardX402 } from "@/server/services/access/payments/x402/standard-x402";

export async function payForStandardScan(ctx: AccessContext, request: CallerInput, count: number, standard?: StandardX402 | null): Promise<Grant> {
  if (count !== 1) throw new ApiError("bad_request", "A per-scan payment pays for one scan; use an API key for batches.");
  const x402 = standard !== undefined ? standard : await ctx.x402();
  if (!ctx.payments.config.enabled || !x402) throw new ApiError("not_configured", "Standard x402 payments are not configured on this server.");
  const amountMicros = ctx.plans.perScanMicros;
  // the same per-IP subject as every other limit (IPv6: per /64)
  const settled = await x402.settle(request, amountMicros, (await resolveClientSubject(request.headers, ctx.ipPolicy)).subject);
  const db = await ctx.database();
  const recorded = await recordStandardPayment(db.prisma, { signature: settled.signature, payer: settled.payer, amountMicros, slot: 0n /* unknown: the facilitator confirms by signature status, not slot */, now: ctx.now() });
  return {
    kind: "payment",
    includeLaunches: true,
    remaining: {},
    refund: async () => {
      await recorded.release();
      return {};
    },
    headers: { "PAYMENT-RESPONSE": settled.responseHeader, "X-Payment-Response": settled.responseHeader },
  };
}
