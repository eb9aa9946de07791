// The one reservation for every call that runs scans, made by the binder
// (server/api/serve-bound.ts) from the endpoint's charge (what the call pays
// for: how many scans, and the mint a free repeat is keyed on) before the
// handler runs: scan-cabal GET and POST, the stream, the batch, the map,
// analytics, and their MCP twins. A malformed request never gets here.
//
// Order: a key in the query string is refused; X-API-Key (the key's plan);
// else, or when the key is used up, a payment (standard x402
// PAYMENT-SIGNATURE / X-PAYMENT, or X-Payment-Signature [+ X-Payment-Claim]:
// one scan paid per call); else the anonymous monthly quota of the client's
// IP (User-Agent required). Past every allowance: 402 with payment
// instructions. Every counter is metered by one engine (metered-scan.ts).
import { ApiError } from "@/server/http/api-error";
import { redeemScanPayment } from "@/server/services/access/payments/redeem-scan-payment";
import { hasStandardPayment } from "@/server/services/access/payments/x402/standard-x402";
import { payForStandardScan } from "@/server/services/access/payments/x402/standard-scan-grant";
import { parseTxSignature } from "@/server/services/access/payments/signature-format";
import { parseClaimToken } from "@/server/services/access/payments/redeem-common";
import type { AccessContext } from "@/server/services/access/access/access-context";
import type { MeteredCallerValue } from "@/server/services/access/access/caller";
import { pruneOccasionally } from "@/server/services/access/access/housekeeping";
import { trackBackground } from "@/server/platform/background";
import { paymentRequiredError } from "@/server/services/access/access/payment-required";
import { meterScans, type MeterRefusal } from "@/server/services/access/access/metered-scan";
import type { RepeatQuery } from "@/server/services/access/access/recent-charges";
import { publishing } from "@/server/services/access/access/public-scans";
import { rejectKeyInQuery } from "@/server/services/access/access/resolve-caller";
import { toScanAccess, withoutOwnerBalance, type Grant, type ScanAccess } from "@/server/services/access/access/scan-access";

/** What a call pays for: declared at the binding of every scan-metered endpoint (server/api). */
export interface Charge {
  /** scans (a batch: one per valid mint) */
  units: number;
  /** the one mint (and map slot) a repeat of is free within the fresh window (fair metering, recent-charges.ts) */
  repeat?: RepeatQuery;
  /** keys only (a free key works): the batch */
  keyOnly?: boolean;
}

export async function reserveScans(ctx: AccessContext, caller: MeteredCallerValue, charge: Charge): Promise<ScanAccess> {
  const { units } = charge;
  if (!Number.isInteger(units) || units < 1) throw new RangeError(`units must be a positive integer, got ${units}`);
  const request = caller.input;
  rejectKeyInQuery(request.url);
  // housekeeping runs beside the request, but belongs to the app: closing it awaits the prune
  trackBackground("access-housekeeping", pruneOccasionally(ctx));
  const repeat = units === 1 ? charge.repeat : undefined;
  let refusal: MeterRefusal | null = null;

  if (caller.kind === "key") {
    const metered = await meterScans(ctx, { kind: "key", key: caller.key }, { units, repeat });
    // a publishable key (the badge's) spends its parent `key`; its visitors do not see the owner's balance
    if (metered.ok) return caller.publishable ? withoutOwnerBalance(toScanAccess(metered.grant)) : toScanAccess(metered.grant);
    refusal = metered.refusal;
  } else if (charge.keyOnly) {
    throw new ApiError("unauthorized", "This route needs an X-API-Key (a free key works: POST /api/free-key).");
  }
  // standard x402 (PAYMENT-SIGNATURE v2, X-PAYMENT v1): we settle it as our own facilitator
  if (hasStandardPayment(request.headers)) return toScanAccess(await payForStandardScan(ctx, request, units));
  if (request.headers.has("x-payment-signature")) return toScanAccess(await payForScan(ctx, caller, units));
  if (refusal) throw await paymentRequiredError(ctx, { ...refusal, requestUrl: request.url, clientSubject: caller.subject });
  requireUserAgent(request);
  const metered = await meterScans(ctx, { kind: "anonymous", subject: caller.subject }, { units, repeat });
  if (!metered.ok) throw await paymentRequiredError(ctx, { ...metered.refusal, requestUrl: request.url, clientSubject: caller.subject });
  return toScanAccess(publishing(ctx, metered.grant));
}

/** Hygiene only (trivially spoofed): it turns away the laziest scripts, it is no access control. */
function requireUserAgent(request: MeteredCallerValue["input"]): void {
  if (!request.headers.get("user-agent")?.trim()) {
    throw new ApiError("missing_user_agent", "Anonymous requests must send a User-Agent header.");
  }
}

async function payForScan(ctx: AccessContext, caller: MeteredCallerValue, count: number): Promise<Grant> {
  if (count !== 1) throw new ApiError("bad_request", "A per-scan payment pays for one scan; use an API key for batches.");
  const { config, verifier } = ctx.payments;
  if (!config.enabled || !verifier) throw new ApiError("not_configured", config.enabled ? "Payments are unavailable." : config.reason);
  const request = caller.input;
  const signature = parseTxSignature(request.headers.get("x-payment-signature"), "X-Payment-Signature");
  // X-Payment-Claim: required for a transfer carrying a 402's memo (its claim token reserves it, issue 28); the
  // signature alone pays only for an open transfer (no memo of ours), first come first served (issue 20)
  const claimHeader = request.headers.get("x-payment-claim");
  const claimToken = claimHeader === null ? null : parseClaimToken(claimHeader, "X-Payment-Claim");
  const db = await ctx.database();
  const payment = await redeemScanPayment({ db: db.prisma, verifier, now: ctx.now, verifyLimiter: ctx.verifyLimiter, plans: ctx.plans }, { signature, claimToken, clientSubject: caller.subject });
  const settlement = { success: true, transaction: signature, network: config.network, payer: payment.payer, amount: payment.amountMicros.toString() };
  return {
    kind: "payment",
    includeLaunches: true,
    remaining: {},
    refund: async () => {
      await payment.release();
      return {};
    },
    headers: { "X-Payment-Response": Buffer.from(JSON.stringify(settlement)).toString("base64") },
  };
}
