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
// - Otherwise the caller is anonymous (a payment header changes nothing here:
//   a payer is limited per IP like everyone without a key) and takes one unit
//   of ANON_RATE_LIMIT_PER_MINUTE per request for its client subject.
// The decision is remembered per CallerInput, so authorizeScans on the same
// request neither looks the key up again nor counts the request twice.
// The scan routes (scan-cabal GET/POST, stream) let authorizeScans decide,
// after their input is validated (pure parsing, no I/O), so a malformed scan
// request is a 400 that is not counted. A minute's unit comes from a block
// held in memory (rate-limiter.ts): the warm scan makes no statement for it.
import { findApiKeyById, type ApiKeyRecord } from "@/server/platform/db/api-keys";
import { addAnswerHook } from "@/server/http/with-route";
import { ApiError } from "@/server/http/api-error";
import { getAccessContext, type AccessContext } from "@/server/services/billing/access/access-context";
import { resolveClientSubject } from "@/server/services/billing/access/client-ip";
import { resolveApiKey } from "@/server/services/billing/access/key-access";
import { describeKey, keyBalanceHeaders } from "@/server/services/billing/access/key-balance";
import type { RateLimitDecision } from "@/server/platform/rate-limiter";

/** What the access decision reads of a call, whatever carried it (HTTP, the SSE stream, an MCP tool
 * call): the headers (X-API-Key, the payment headers, User-Agent, the client address headers) and
 * the resource URL (the 402's `resource`, the key-in-query check). An HTTP Request is one as it is. */
export type CallerInput = Pick<Request, "headers" | "url">;

export type Caller = { kind: "anonymous"; subject: string } | { kind: "key"; key: ApiKeyRecord; subject: string };

const decided = new WeakMap<CallerInput, Promise<Caller>>();

// Every answer to a keyed call carries the key's balance (issue 20): routes whose answer already
// says it (the scan routes, from their reservation) set X-Key-Plan themselves; the others get it
// read after their work, so it is the balance the caller is left with.
addAnswerHook(async (request, response) => {
  if (response.headers.has("x-key-plan")) return;
  const caller = await decided.get(request)?.catch(() => null);
  if (caller?.kind !== "key") return;
  const ctx = await getAccessContext();
  const key = await findApiKeyById((await ctx.database()).prisma, caller.key.id);
  if (!key || key.revokedAt) return;
  for (const [name, value] of Object.entries(keyBalanceHeaders(await describeKey(ctx, key)))) response.headers.set(name, value);
});

/** The caller of `input`, its minute limit taken (`units` per-key units: a batch takes one per mint). */
export async function limitCaller(input: CallerInput, units = 1): Promise<Caller> {
  return limitCallerWith(await getAccessContext(), input, units);
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
    refuseWhenOver(await ctx.anonLimiter.take(subject, 1), `at most ${ctx.anonRateLimitPerMinute} requests a minute without a key`);
    return { kind: "anonymous", subject };
  }
  let key: ApiKeyRecord;
  try {
    key = await resolveApiKey(ctx, presented, subject);
  } catch (error) {
    // an unproven key is still an anonymous request: it counts, and past the limit it is a 429
    refuseWhenOver(await ctx.anonLimiter.take(subject, 1), `at most ${ctx.anonRateLimitPerMinute} requests a minute without a valid key`);
    throw error;
  }
  refuseWhenOver(await ctx.keyLimiter.take(key.id, units), keyLimitText(ctx));
  return { kind: "key", key, subject };
}

function keyLimitText(ctx: AccessContext): string {
  return `this key is limited to ${ctx.plans.keyRateLimitPerMinute} scans per minute`;
}

function refuseWhenOver(decision: RateLimitDecision, limit: string): void {
  if (decision.ok) return;
  throw rateLimitedError(decision, limit);
}

/** 429 rate_limited with Retry-After. */
export function rateLimitedError(decision: RateLimitDecision, limit: string): ApiError {
  return new ApiError("rate_limited", `Too many requests: ${limit}. Retry after ${decision.retryAfterSeconds} s.`, {
    headers: { "Retry-After": String(decision.retryAfterSeconds) },
  });
}
