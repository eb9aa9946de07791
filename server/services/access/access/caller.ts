// Who is calling, decided once per call and handed on as a value (issue 32
// item 2, openstatus's Actor): the binder resolves it (resolve-caller.ts)
// with the endpoint's metering class, and the handler, the reservation and
// the answer's headers read it. Its per-minute limit is taken before any
// work (issue 18 items 1-3):
// - X-API-Key present: it must be a live key, proven (401 unknown or revoked,
//   429 after too many failed attempts from one client). A failed attempt also
//   counts against the client's anonymous limit: the anonymous limit applies
//   until a key is proven. A proven key takes its own per-minute limit
//   (KEY_RATE_LIMIT_PER_MINUTE), free repeats and free routes included; a
//   batch takes one unit per mint.
// - A publishable key (pk_live_, the badge's) only where the endpoint takes one:
//   proven with the page's Origin, the caller is its parent key, and the
//   VISITOR's client subject takes the anonymous minute unit.
// - Otherwise the caller is anonymous (a payment header changes nothing here:
//   a payer is limited per IP like everyone without a key) and takes one unit
//   of ANON_RATE_LIMIT_PER_MINUTE per request for its client subject.
// A minute's unit comes from a block held in memory (rate-limiter.ts): the
// warm scan makes no statement for it. Every answer of a resolved call,
// errors included, carries RateLimit-Limit/-Remaining/-Reset of the limit it
// counted against (issue 20 item 10; writeCallerHeaders).
import { findApiKeyById, type ApiKeyRecord } from "@/server/platform/db/api-keys";
import { ApiError } from "@/server/http/api-error";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { resolveClientSubject } from "@/server/services/access/access/client-ip";
import { resolveApiKey } from "@/server/services/access/access/key-access";
import { resolvePublishableKey } from "@/server/services/access/access/publishable-keys";
import { looksPublishable } from "@/server/services/access/access/secrets";
import { describeKey, keyBalanceHeaders } from "@/server/services/access/access/key-balance";
import { rateLimitHeaders, type RateLimitDecision } from "@/server/platform/rate-limiter";

/** What the access decision reads of a call, whatever carried it (HTTP, the SSE stream, an MCP tool
 * call): the headers (X-API-Key, the payment headers, User-Agent, the client address headers) and
 * the resource URL (the 402's `resource`, the key-in-query check). An HTTP Request is one as it is. */
export type CallerInput = Pick<Request, "headers" | "url">;

/** Where an answer's headers are written: a Response's Headers, or an in-process answer's record. */
export type HeaderSink = Pick<Headers, "has" | "set" | "append">;

/** A scan by a publishable key (the badge widget's): `key` is its parent, whose credit it spends. */
export interface PublishableUse {
  keyId: string;
  /** the page's origin, one the key lists: the answer's Access-Control-Allow-Origin */
  origin: string;
}

interface Resolved {
  readonly input: CallerInput;
  /** the per-minute limit this call counted against (null: none applies) */
  readonly minute: RateLimitDecision | null;
}

/** public: a free route (nobody resolved); operator: ADMIN_TOKEN proven; anonymous: a client subject (IP
 * bucket); key: a proven X-API-Key (or a publishable key's parent). */
export type Caller =
  | (Resolved & { readonly kind: "public" })
  | (Resolved & { readonly kind: "operator" })
  | (Resolved & { readonly kind: "anonymous"; readonly subject: string })
  | (Resolved & { readonly kind: "key"; readonly subject: string; readonly key: ApiKeyRecord; readonly publishable?: PublishableUse });

export type MeteredCallerValue = Extract<Caller, { kind: "anonymous" | "key" }>;

/** The caller of a metered call, its minute limit taken (`units` per-key units: a batch takes one per mint). */
export async function decideCaller(ctx: AccessContext, input: CallerInput, options: { units?: number; publishable?: boolean } = {}): Promise<MeteredCallerValue> {
  const { subject } = await resolveClientSubject(input.headers, ctx.ipPolicy);
  const presented = input.headers.get("x-api-key");
  const anonymousMinute = async (limit: string) => refuseWhenOver(await ctx.anonLimiter.take(subject, 1), limit);
  if (presented === null) {
    const minute = await anonymousMinute(`at most ${ctx.anonRateLimitPerMinute} requests a minute without a key`);
    return { kind: "anonymous", input, subject, minute };
  }
  if (options.publishable && looksPublishable(presented)) return decidePublishable(ctx, input, presented, subject);
  let key: ApiKeyRecord;
  try {
    key = await resolveApiKey(ctx, presented, subject);
  } catch (error) {
    // an unproven key is still an anonymous request: it counts, and past the limit it is a 429
    const minute = await anonymousMinute(`at most ${ctx.anonRateLimitPerMinute} requests a minute without a valid key`);
    throw withLimitHeaders(error, minute);
  }
  const minute = refuseWhenOver(await ctx.keyLimiter.take(key.id, options.units ?? 1), keyLimitText(ctx));
  return { kind: "key", input, key, subject, minute };
}

/** A key-metered route's caller: the key the binder proved (requireKey) takes one unit of its minute
 * limit, and the call is keyed (its answer carries the key's balance, like a scan's). */
export async function decideKeyCaller(ctx: AccessContext, input: CallerInput, key: ApiKeyRecord): Promise<MeteredCallerValue> {
  const minute = refuseWhenOver(await ctx.keyLimiter.take(key.id, 1), keyLimitText(ctx));
  return { kind: "key", input, key, subject: (await resolveClientSubject(input.headers, ctx.ipPolicy)).subject, minute };
}

/** A publishable key's request is a visitor's: the visitor's client subject takes the anonymous minute unit
 * (one visitor cannot use up the owner's per-minute limit for everyone else); the parent key pays the scan. */
async function decidePublishable(ctx: AccessContext, input: CallerInput, presented: string, subject: string): Promise<MeteredCallerValue> {
  const anonymousMinute = async () => refuseWhenOver(await ctx.anonLimiter.take(subject, 1), `at most ${ctx.anonRateLimitPerMinute} requests a minute per visitor`);
  let proven;
  try {
    proven = await resolvePublishableKey(ctx, presented, input.headers.get("origin"), subject);
  } catch (error) {
    throw withLimitHeaders(error, await anonymousMinute());
  }
  const minute = await anonymousMinute();
  return { kind: "key", input, key: proven.parent, subject, minute, publishable: { keyId: proven.key.shortToken, origin: proven.origin } };
}

/**
 * The headers every answer to a resolved call carries, errors included (the binder writes them):
 * RateLimit-Limit/-Remaining/-Reset of the limit it counted against; for a keyed call the key's balance
 * after its work, unless the answer already says it (the scan routes, from their reservation); for a
 * publishable key's call the page's CORS origin instead (the owner's balance stays out of a public page).
 */
export async function writeCallerHeaders(ctx: AccessContext, caller: Caller, headers: HeaderSink): Promise<void> {
  if (caller.minute) for (const [name, value] of Object.entries(rateLimitHeaders(caller.minute))) headers.set(name, value);
  if (caller.kind !== "key") return;
  if (caller.publishable) {
    headers.set("Access-Control-Allow-Origin", caller.publishable.origin);
    headers.append("Vary", "Origin");
    return;
  }
  if (headers.has("x-key-plan")) return;
  const key = await findApiKeyById((await ctx.database()).prisma, caller.key.id);
  if (!key || key.revokedAt) return;
  for (const [name, value] of Object.entries(keyBalanceHeaders(await describeKey(ctx, key)))) headers.set(name, value);
}

function keyLimitText(ctx: AccessContext): string {
  return `this key is limited to ${ctx.plans.keyRateLimitPerMinute} requests a minute (a batch counts one per mint)`;
}

function refuseWhenOver(decision: RateLimitDecision, limit: string): RateLimitDecision {
  if (decision.ok) return decision;
  throw rateLimitedError(decision, limit);
}

/** An error of a call that was counted: its answer carries the limit's RateLimit-* headers too. */
function withLimitHeaders(error: unknown, decision: RateLimitDecision): unknown {
  if (!(error instanceof ApiError)) return error;
  return new ApiError(error.code, error.message, { details: error.details, extra: error.extra, headers: { ...rateLimitHeaders(decision), ...(error.headers ?? {}) } });
}

/** 429 rate_limited with Retry-After and the RateLimit-* headers of the limit that refused. */
export function rateLimitedError(decision: RateLimitDecision, limit: string): ApiError {
  return new ApiError("rate_limited", `Too many requests: ${limit}. Retry after ${decision.retryAfterSeconds} s.`, {
    headers: { "Retry-After": String(decision.retryAfterSeconds), ...rateLimitHeaders(decision) },
  });
}
