// Who is calling, decided once per request, and that caller's per-minute limit
// taken before any work (issue 18 items 1-3). Every route that reaches the
// chain, and every MCP tool on the view of its HTTP twin, starts here:
//
//   const caller = await limitCaller(request);   // first thing, before parsing
//
// - X-API-Key present: it must be a live key, proven (401 unknown or revoked,
//   429 after too many failed attempts from one client). A failed attempt also
//   counts against the client's anonymous limit: the anonymous limit applies
//   until a key is proven. A proven key takes its own per-minute limit
//   (KEY_RATE_LIMIT_PER_MINUTE), free repeats and free routes included.
// - Otherwise the caller is anonymous (a payment header changes nothing here:
//   a payer is limited per IP like everyone without a key) and takes one unit
//   of ANON_RATE_LIMIT_PER_MINUTE per request for its client subject.
// The decision is remembered per Request, so authorizeScans on the same
// request neither looks the key up again nor counts the request twice.
import type { ApiKeyRecord } from "@/server/db/api-keys";
import { ApiError } from "@/server/http/api-error";
import { getAccessContext, type AccessContext } from "./access-context";
import { resolveClientSubject } from "./client-ip";
import { resolveApiKey } from "./key-access";
import type { RateLimitDecision } from "./rate-limiter";

export type Caller = { kind: "anonymous"; subject: string } | { kind: "key"; key: ApiKeyRecord; subject: string };

const decided = new WeakMap<Request, Promise<Caller>>();

/** The caller of `request`, its minute limit taken (`units` per-key units: a batch takes one per mint). */
export async function limitCaller(request: Request, units = 1): Promise<Caller> {
  return limitCallerWith(await getAccessContext(), request, units);
}

export function limitCallerWith(ctx: AccessContext, request: Request, units = 1): Promise<Caller> {
  let caller = decided.get(request);
  if (!caller) {
    caller = decideCaller(ctx, request, units);
    decided.set(request, caller);
  }
  return caller;
}

async function decideCaller(ctx: AccessContext, request: Request, units: number): Promise<Caller> {
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
  refuseWhenOver(await ctx.keyLimiter.take(key.id, units), `this key is limited to ${ctx.plans.keyRateLimitPerMinute} scans per minute`);
  return { kind: "key", key, subject };
}

function refuseWhenOver(decision: RateLimitDecision, limit: string): void {
  if (decision.ok) return;
  throw new ApiError("rate_limited", `Too many requests: ${limit}. Retry after ${decision.retryAfterSeconds} s.`, {
    headers: { "Retry-After": String(decision.retryAfterSeconds) },
  });
}
