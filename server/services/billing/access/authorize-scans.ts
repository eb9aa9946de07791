// The one access decision for every call that runs scans (scan-cabal GET and
// POST, scan-batch, the streaming scan, the map, analytics, MCP tools), reached
// through the binder's caller (resolve-caller.ts). Call it AFTER validating the
// input, so a malformed request costs nothing:
//
//   const access = await caller.authorizeScans(1);
//   const report = await access.runScan(() => scan({ ..., includeLaunches: access.includeLaunches }));
//   return Response.json({ ...report, ...access.reportFields() }, { headers: access.headers() });
//
// Order: a key in the query string is refused; X-API-Key (the key's plan);
// else, or when the key is used up, X-Payment-Signature [+ X-Payment-Claim] (one
// scan paid per call); else the anonymous monthly quota of the client's IP
// (User-Agent required). Past every allowance: 402 with payment instructions.
import { releaseUsage, reserveUsage } from "@/server/platform/db/usage-counters";
import { ApiError } from "@/server/http/api-error";
import { redeemScanPayment } from "@/server/services/billing/payments/redeem-scan-payment";
import { hasStandardPayment } from "@/server/services/billing/payments/x402/standard-x402";
import { payForStandardScan } from "@/server/services/billing/payments/x402/standard-scan-grant";
import { parseTxSignature } from "@/server/services/billing/payments/signature-format";
import { parseClaimToken } from "@/server/services/billing/payments/redeem-common";
import type { AccessContext } from "@/server/services/billing/access/access-context";
import { limitCallerWith, type CallerInput } from "@/server/services/billing/access/caller";
import { pruneOccasionally } from "@/server/services/billing/access/housekeeping";
import { trackBackground } from "@/server/platform/background";
import { reserveKeyScans } from "@/server/services/billing/access/key-access";
import { paymentRequiredError } from "@/server/services/billing/access/payment-required";
import { monthPeriod } from "@/server/services/billing/access/periods";
import { meterOneScan } from "@/server/services/billing/access/metered-scan";
import type { RepeatQuery } from "@/server/services/billing/access/recent-charges";
import { publishing } from "@/server/services/billing/access/public-scans";
import { toScanAccess, withoutOwnerBalance, type Grant, type ScanAccess } from "@/server/services/billing/access/scan-access";

export interface AuthorizeOptions {
  /** batch: only keys (a free key works) */
  requireKey?: boolean;
  /** the one mint asked for: a caller's repeat within the cache TTL is not charged again (recent-charges.ts) */
  repeat?: RepeatQuery;
}

/** Query parameters that look like a credential: keys travel in X-API-Key only (OWASP API2). */
const KEY_LIKE_PARAMS = /^(api[-_]?key|x-api-key|apikey|key|access[-_]?token|token)$/i;

export async function authorizeScansWith(ctx: AccessContext, request: CallerInput, count: number, options: AuthorizeOptions = {}): Promise<ScanAccess> {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  rejectKeyInQuery(request.url);
  // housekeeping runs beside the request, but belongs to the app: closing it awaits the prune
  trackBackground("access-housekeeping", pruneOccasionally(ctx));
  // who is calling, its minute unit taken (from a block held in memory: rate-limiter.ts)
  const caller = await limitCallerWith(ctx, request, count);
  const wantsToPay = request.headers.has("x-payment-signature");
  // one mint (scan-cabal, the stream, MCP): metered from memory for every plan (metered-scan.ts)
  const one = count === 1 && options.repeat ? options.repeat : null;
  let refusal: { code: "payment_required" | "plan_expired"; message: string; remaining: Grant["remaining"] } | null = null;

  if (caller.kind === "key") {
    const reservation = one ? await meterOneScan(ctx, { kind: "key", key: caller.key }, one) : await reserveKeyScans(ctx, caller.key, count);
    // a publishable key (the badge's) spends its parent `key`; its visitors do not see the owner's balance
    if (reservation.ok) return caller.publishable ? withoutOwnerBalance(toScanAccess(reservation.grant)) : toScanAccess(reservation.grant);
    refusal = "refusal" in reservation ? reservation.refusal : reservation;
  } else if (options.requireKey) {
    throw new ApiError("unauthorized", "This route needs an X-API-Key (a free key works: POST /api/free-key).");
  }
  // standard x402 (PAYMENT-SIGNATURE v2, X-PAYMENT v1): we settle it as our own facilitator
  if (hasStandardPayment(request.headers)) return toScanAccess(await payForStandardScan(ctx, request, count));
  if (wantsToPay) return toScanAccess(await payForScan(ctx, request, count));
  if (refusal) throw await paymentRequiredError(ctx, { ...refusal, requestUrl: request.url, clientSubject: caller.subject });
  requireUserAgent(request);
  if (one) {
    const metered = await meterOneScan(ctx, { kind: "anonymous", subject: caller.subject }, one);
    if (!metered.ok) throw await paymentRequiredError(ctx, { ...metered.refusal, requestUrl: request.url, clientSubject: caller.subject });
    return toScanAccess(publishing(ctx, metered.grant));
  }
  return toScanAccess(await reserveAnonymous(ctx, request, caller.subject, count));
}

/** Hygiene only (trivially spoofed): it turns away the laziest scripts, it is no access control. */
function requireUserAgent(request: CallerInput): void {
  if (!request.headers.get("user-agent")?.trim()) {
    throw new ApiError("missing_user_agent", "Anonymous requests must send a User-Agent header.");
  }
}

/** 400 for a credential in the URL (it would land in logs, history and Referer headers). */
export function rejectKeyInQuery(url: string): void {
  for (const name of new URL(url).searchParams.keys()) {
    if (KEY_LIKE_PARAMS.test(name)) throw new ApiError("bad_request", "Send API keys in the X-API-Key header only, never in the URL.");
  }
}

async function payForScan(ctx: AccessContext, request: CallerInput, count: number): Promise<Grant> {
  if (count !== 1) throw new ApiError("bad_request", "A per-scan payment pays for one scan; use an API key for batches.");
  const { config, verifier } = ctx.payments;
  if (!config.enabled || !verifier) throw new ApiError("not_configured", config.enabled ? "Payments are unavailable." : config.reason);
  const signature = parseTxSignature(request.headers.get("x-payment-signature"), "X-Payment-Signature");
  // X-Payment-Claim: required for a transfer carrying a 402's memo (its claim token reserves it, issue 28); the
  // signature alone pays only for an open transfer (no memo of ours), first come first served (issue 20)
  const claimHeader = request.headers.get("x-payment-claim");
  const claimToken = claimHeader === null ? null : parseClaimToken(claimHeader, "X-Payment-Claim");
  const db = await ctx.database();
  const clientSubject = (await limitCallerWith(ctx, request)).subject;
  const payment = await redeemScanPayment({ db: db.prisma, verifier, now: ctx.now, verifyLimiter: ctx.verifyLimiter, plans: ctx.plans }, { signature, claimToken, clientSubject });
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

/** The anonymous quota of the client's IP for `count` scans at once (one statement; all or none). */
async function reserveAnonymous(ctx: AccessContext, request: CallerInput, subject: string, count: number): Promise<Grant> {
  const { prisma } = await ctx.database();
  const limit = ctx.plans.anonymousMonthlyQuota;
  const counter = { subject: `anon:${subject}`, period: monthPeriod(ctx.now()) };
  const total = await reserveUsage(prisma, { ...counter, count, limit });
  if (total === null) {
    throw await paymentRequiredError(ctx, {
      message: `The free quota of ${limit} scans this month is used up. Get a free key by e-mail, buy a key, or pay for this scan in USDC.`,
      requestUrl: request.url,
      clientSubject: subject,
      remaining: { free: 0 },
    });
  }
  return {
    kind: "anonymous",
    includeLaunches: false,
    remaining: { free: limit - total },
    refund: async (n) => ({ free: limit - ((await releaseUsage(prisma, { ...counter, count: n })) ?? 0) }),
  };
}
