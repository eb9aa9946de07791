// The one place that decides who is calling, for every transport: the binder
// (server/api/implement.ts) calls it once per HTTP request with the
// endpoint's metering class; MCP calls it once per tool call with the tool's
// CallerInput (the MCP request's headers, the HTTP twin's URL). Quota, rate
// limits and charging stay where they are (caller.ts: the minute; authorize-
// scans.ts: the reservation); this file only says which applies when.
import type { Metering } from "@/server/contracts/endpoint";
import type { ApiKeyRecord } from "@/server/platform/db/api-keys";
import { ApiError } from "@/server/http/api-error";
import type { AccessContext } from "@/server/services/billing/access/access-context";
import { requireAdmin } from "@/server/services/billing/access/admin-keys";
import { authorizeScansWith, rejectKeyInQuery, type AuthorizeOptions } from "@/server/services/billing/access/authorize-scans";
import { allowPublishableKey, limitCallerWith, limitProvenKey, type Caller, type CallerInput } from "@/server/services/billing/access/caller";
import { resolveClientSubject } from "@/server/services/billing/access/client-ip";
import { publishableKeyRefused, resolveApiKey } from "@/server/services/billing/access/key-access";
import type { ScanAccess } from "@/server/services/billing/access/scan-access";
import { looksPublishable } from "@/server/services/billing/access/secrets";

export interface ResolvedCaller {
  readonly input: CallerInput;
  /** the proven X-API-Key: set for the key metering class, null otherwise */
  readonly key: ApiKeyRecord | null;
  /** who is calling, its minute unit taken (already decided for minute and scan metering; decided once per input) */
  limit(): Promise<Caller>;
  /** reserves `count` scans for this caller: key credit, x402 payment or the anonymous quota (402/429 past them) */
  authorizeScans(count: number, options?: AuthorizeOptions): Promise<ScanAccess>;
}

export interface ResolveOptions {
  /** the endpoint takes a publishable key (its contract's `publishableKey`: only the badge's scan) */
  publishableKey?: boolean;
}

export async function resolveCaller(ctx: AccessContext, input: CallerInput, metering: Metering, options: ResolveOptions = {}): Promise<ResolvedCaller> {
  // a publishable key (pk_live_) is refused by shape on every other endpoint that reads a key (issue 20 item 5);
  // free and admin endpoints never read X-API-Key (buy-key's top-up refuses one in resolveApiKey)
  if (metering !== "free" && metering !== "admin" && looksPublishable(input.headers.get("x-api-key") ?? "")) {
    if (!options.publishableKey) throw publishableKeyRefused();
    allowPublishableKey(input);
  }
  let key: ApiKeyRecord | null = null;
  if (metering === "minute" || metering === "scan") await limitCallerWith(ctx, input);
  else if (metering === "key") {
    key = await requireKey(ctx, input);
    await limitProvenKey(ctx, input, key);
  }
  else if (metering === "admin") requireAdmin(input, ctx.adminToken);
  return {
    input,
    key,
    limit: () => limitCallerWith(ctx, input),
    authorizeScans: (count, options) => authorizeScansWith(ctx, input, count, options),
  };
}

/** 401 without an X-API-Key or with an unknown or revoked one (failed attempts counted per client); never taken from the URL. */
export async function requireKey(ctx: AccessContext, input: CallerInput): Promise<ApiKeyRecord> {
  rejectKeyInQuery(input.url);
  const key = await findPresentedKey(ctx, input);
  if (!key) throw new ApiError("unauthorized", "Send the key in the X-API-Key header.");
  return key;
}

/** An optional X-API-Key (a buy-key top-up): null without one, 401 for an unknown or revoked one. */
export async function findPresentedKey(ctx: AccessContext, input: CallerInput): Promise<ApiKeyRecord | null> {
  const presented = input.headers.get("x-api-key");
  if (!presented) return null;
  return resolveApiKey(ctx, presented, resolveClientSubject(input.headers, ctx.ipPolicy).subject);
}

/** The key a key-metered endpoint's handler works on (the binder proved it). */
export function keyOf(caller: ResolvedCaller): ApiKeyRecord {
  if (!caller.key) throw new Error("the endpoint is not key-metered: no key was resolved");
  return caller.key;
}
