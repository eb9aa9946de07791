// Who is calling, decided once per call, and that caller's per-minute limit
// taken before any work (issue 18 items 1-3). The binder reaches it through
// resolveCaller (resolve-caller.ts) for every endpoint that reaches the chain,
// and every MCP tool call with its own CallerInput (the MCP request's headers,
// the HTTP twin's URL): no transport builds a Request to get here.
//
// - X-API-Key present: it must be a live key, proven (401 unknown or revoked,
//   429 after too many failed attempts from one client). A failed attempt also
//   counts against the client's anonymous limit: the anonymous limit applies
//   until a key is proven. A proven key takes its own per-minute limit
//   (KEY_RATE_LIMIT_PER_MINUTE), free repeats and free routes included.
// - A publishable key (pk_live_, the badge's) only where the endpoint takes one
//   (allowPublishableKey, from resolve-caller.ts): proven with the page's
//   Origin, the caller is its parent key, and the VISITOR's client subject
//   takes the anonymous minute unit. Elsewhere resolveApiKey answers 403.
// - Otherwise the caller is anonymous (a payment header changes nothing here:
//   a payer is limited per IP like everyone without a key) and takes one unit
//   of ANON_RATE_LIMIT_PER_MINUTE per request for its client subject.
// - A key-metered route (watch, screen list, own key) proves its key in the
//   binder (requireKey) and then takes the key's minute the same way
//   (limitProvenKey), so its answers are keyed answers too.
// The decision is remembered per CallerInput, so authorizeScans on the same
// request neither looks the key up again nor counts the request twice. The
// take the call counted against is remembered too: every answer, errors
// included, carries RateLimit-Limit/-Remaining/-Reset (issue 20 item 10;
// writeCallerHeaders, called by the binder).
// The scan routes (scan-cabal GET/POST, stream) let authorizeScans decide,
// after their input is validated (pure parsing, no I/O), so a malformed scan
// request is a 400 that is not counted. A minute's unit comes from a block
// held in memory (rate-limiter.ts): the warm scan makes no statement for it.
import { findApiKeyById, type ApiKeyRecord } from "@/server/platform/db/api-keys";
import { ApiError } from "@/server/http/api-error";
import type { AccessContext } from "@/server/services/billing/access/access-context";
import { resolveClientSubject } from "@/server/services/billing/access/client-ip";
import { resolveApiKey } from "@/server/services/billing/access/key-access";
import { resolvePublishableKey } from "@/server/services/billing/access/publishable-keys";
import { looksPublishable } from "@/server/services/billing/access/secrets";
import { describeKey, keyBalanceHeaders } from "@/server/services/billing/access/key-balance";
import { rateLimitHeaders, type RateLimitDecision } from "@/server/platform/rate-limiter";

/** What the access decision reads of a call, whatever carried it (HTTP, the SSE stream, an MCP tool
 * call): the headers (X-API-Key, the payment headers, User-Agent, the client address headers) and
 * the resource URL (the 402's `resource`, the key-in-query check). An HTTP Request is one as it is. */
export type CallerInput = Pick<Request, "headers" | "url">;

/** Where an answer's headers are written: a Response's Headers, or an in-process answer's record. */
export type HeaderSink = Pick<Headers, "has" | "set" | "append">;

export type Caller = { kind: "anonymous"; subject: string } | { kind: "key"; key: ApiKeyRecord; subject: string; publishable?: PublishableUse };

/** A scan by a publishable key (the badge widget's): `key` above is its parent, whose credit it spends. */
export interface PublishableUse {
  keyId: string;
  /** the page's origin, one the key lists: the answer's Access-Control-Allow-Origin */
  origin: string;
}

const decided = new WeakMap<CallerInput, Promise<Caller>>();
/** Inputs whose endpoint takes a publishable key (allowPublishableKey); every other input refuses one. */
const publishableAllowed = new WeakSet<CallerInput>();
/** The per-minute limit this call counted against (the last take), for its RateLimit-* headers. */
const counted = new WeakMap<CallerInput, RateLimitDecision>();

/** Records the minute limit `request` was counted against: its answer, errors included, carries
 * RateLimit-Limit/-Remaining/-Reset (OWASP API4; the statement that folded the take in records it too). */
export function recordLimit(request: CallerInput, decision: RateLimitDecision): void {
  counted.set(request, decision);
}

/** The headers every answer to a call carries once the call was resolved (the binder writes them into
 * the answer's `headers`, errors included): RateLimit-Limit/-Remaining/-Reset of the limit it counted
 * against (issue 20 item 10); for a keyed call the key's balance after its work, unless the answer
 * already says it (the scan routes, from their reservation); for a publishable key's call the page's
 * CORS origin instead. */
export async function writeCallerHeaders(ctx: AccessContext, request: CallerInput, headers: HeaderSink): Promise<void> {
  const decision = counted.get(request);
  if (decision) for (const [name, value] of Object.entries(rateLimitHeaders(decision))) headers.set(name, value);
  const caller = await decided.get(request)?.catch(() => null);
  if (caller?.kind === "key" && caller.publishable) return answerPublishable(headers, caller.publishable);
  if (headers.has("x-key-plan")) return;
  if (caller?.kind !== "key") return;
  const key = await findApiKeyById((await ctx.database()).prisma, caller.key.id);
  if (!key || key.revokedAt) return;
  for (const [name, value] of Object.entries(keyBalanceHeaders(await describeKey(ctx, key)))) headers.set(name, value);
}

export function limitCallerWith(ctx: AccessContext, request: CallerInput, units = 1): Promise<Caller> {
  let caller = decided.get(request);
  if (!caller) {
    caller = decideCaller(ctx, request, units);
    decided.set(request, caller);
  }
  return caller;
}

async function decideCaller(ctx: AccessContext, request: CallerInput, units: number): Promise<Caller> {
  const { subject } = resolveClientSubject(request.headers, ctx.ipPolicy);
  const presented = request.headers.get("x-api-key");
  if (presented === null) {
    refuseWhenOver(request, await ctx.anonLimiter.take(subject, 1), `at most ${ctx.anonRateLimitPerMinute} requests a minute without a key`);
    return { kind: "anonymous", subject };
  }
  if (publishableAllowed.has(request) && looksPublishable(presented)) return decidePublishable(ctx, request, presented, subject);
  let key: ApiKeyRecord;
  try {
    key = await resolveApiKey(ctx, presented, subject);
  } catch (error) {
    // an unproven key is still an anonymous request: it counts, and past the limit it is a 429
    refuseWhenOver(request, await ctx.anonLimiter.take(subject, 1), `at most ${ctx.anonRateLimitPerMinute} requests a minute without a valid key`);
    throw error;
  }
  refuseWhenOver(request, await ctx.keyLimiter.take(key.id, units), keyLimitText(ctx));
  return { kind: "key", key, subject };
}

/** The endpoint of `input` takes a publishable key (resolve-caller.ts, from its contract): only the badge's scan. */
export function allowPublishableKey(input: CallerInput): void {
  publishableAllowed.add(input);
}

/** A publishable key's request is a visitor's: the visitor's client subject takes the anonymous minute unit
 * (one visitor cannot use up the owner's per-minute limit for everyone else); the parent key pays the scan. */
async function decidePublishable(ctx: AccessContext, request: CallerInput, presented: string, subject: string): Promise<Caller> {
  const anonymousMinute = async () => refuseWhenOver(request, await ctx.anonLimiter.take(subject, 1), `at most ${ctx.anonRateLimitPerMinute} requests a minute per visitor`);
  let proven;
  try {
    proven = await resolvePublishableKey(ctx, presented, request.headers.get("origin"), subject);
  } catch (error) {
    await anonymousMinute();
    throw error;
  }
  await anonymousMinute();
  return { kind: "key", key: proven.parent, subject, publishable: { keyId: proven.key.shortToken, origin: proven.origin } };
}

/** A publishable key's answer goes to a public page: CORS names that page's origin (the owner's balance is
 * left out by the scan's access, scan-access.ts withoutOwnerBalance, and the balance hook below skips it). */
function answerPublishable(headers: HeaderSink, use: PublishableUse): void {
  headers.set("Access-Control-Allow-Origin", use.origin);
  headers.append("Vary", "Origin");
}

/** A key-metered route's caller: the key the binder proved (requireKey) takes one unit of its minute
 * limit, and the call is keyed (its answer carries the key's balance, like a scan's). */
export function limitProvenKey(ctx: AccessContext, request: CallerInput, key: ApiKeyRecord): Promise<Caller> {
  let caller = decided.get(request);
  if (!caller) {
    caller = (async () => {
      refuseWhenOver(request, await ctx.keyLimiter.take(key.id, 1), keyLimitText(ctx));
      return { kind: "key" as const, key, subject: resolveClientSubject(request.headers, ctx.ipPolicy).subject };
    })();
    decided.set(request, caller);
  }
  return caller;
}

function keyLimitText(ctx: AccessContext): string {
  return `this key is limited to ${ctx.plans.keyRateLimitPerMinute} requests a minute (a batch counts one per mint)`;
}

function refuseWhenOver(request: CallerInput, decision: RateLimitDecision, limit: string): void {
  recordLimit(request, decision);
  if (decision.ok) return;
  throw rateLimitedError(decision, limit);
}

/** 429 rate_limited with Retry-After and the RateLimit-* headers of the limit that refused. */
export function rateLimitedError(decision: RateLimitDecision, limit: string): ApiError {
  return new ApiError("rate_limited", `Too many requests: ${limit}. Retry after ${decision.retryAfterSeconds} s.`, {
    headers: { "Retry-After": String(decision.retryAfterSeconds), ...rateLimitHeaders(decision) },
  });
}
