// The one place that decides who is calling, for every transport: the binder
// (server/api/serve-bound.ts) calls it once per call, HTTP or in process (an
// MCP tool calling its HTTP twin), with the endpoint's metering class, and
// hands the handler the value it returns (caller.ts). Quota, credit and
// payment are the reservation's (reserve-scans.ts); this file says which
// caller and which minute limit apply.
import type { Metering } from "@/server/contracts/endpoint";
import type { ApiKeyRecord } from "@/server/platform/db/api-keys";
import { ApiError } from "@/server/http/api-error";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { requireAdmin } from "@/server/services/access/access/admin-keys";
import { decideCaller, decideKeyCaller, type Caller, type CallerInput } from "@/server/services/access/access/caller";
import { resolveClientSubject } from "@/server/services/access/access/client-ip";
import { publishableKeyRefused, resolveApiKey } from "@/server/services/access/access/key-access";
import { looksPublishable } from "@/server/services/access/access/secrets";

export interface ResolveOptions {
  /** the endpoint takes a publishable key (its contract's `publishableKey`: only the badge's scan) */
  publishableKey?: boolean;
  /** per-key minute units this call takes (a batch: one per mint); default 1 */
  units?: number;
}

/** Query parameters that look like a credential: keys travel in X-API-Key only (OWASP API2). */
const KEY_LIKE_PARAMS = /^(api[-_]?key|x-api-key|apikey|key|access[-_]?token|token)$/i;

export async function resolveCaller(ctx: AccessContext, input: CallerInput, metering: Metering, options: ResolveOptions = {}): Promise<Caller> {
  // a publishable key (pk_live_) is refused by shape on every other endpoint that reads a key (issue 20 item 5);
  // free and admin endpoints never read X-API-Key (buy-key's top-up refuses one in resolveApiKey)
  if (metering !== "free" && metering !== "admin" && looksPublishable(input.headers.get("x-api-key") ?? "") && !options.publishableKey) throw publishableKeyRefused();
  if (metering === "free") return { kind: "public", input, minute: null };
  if (metering === "admin") {
    requireAdmin(input, ctx.adminToken);
    return { kind: "operator", input, minute: null };
  }
  rejectKeyInQuery(input.url);
  if (metering === "key") return decideKeyCaller(ctx, input, await requireKey(ctx, input));
  return decideCaller(ctx, input, { units: options.units, publishable: options.publishableKey });
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
  return resolveApiKey(ctx, presented, (await resolveClientSubject(input.headers, ctx.ipPolicy)).subject);
}

/** The key a key-metered endpoint's handler works on (the binder proved it). */
export function keyOf(caller: Caller): ApiKeyRecord {
  if (caller.kind !== "key") throw new Error("the endpoint is not key-metered: no key was resolved");
  return caller.key;
}

/** 400 for a credential in the URL (it would land in logs, history and Referer headers). */
export function rejectKeyInQuery(url: string): void {
  for (const name of new URL(url).searchParams.keys()) {
    if (KEY_LIKE_PARAMS.test(name)) throw new ApiError("bad_request", "Send API keys in the X-API-Key header only, never in the URL.");
  }
}
