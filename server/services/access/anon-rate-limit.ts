// The per-minute limit for anonymous callers of the routes that cost RPC
// calls or a database read per request (scans, map-data, wallet-check):
// ANON_RATE_LIMIT_PER_MINUTE requests per client subject (IPv4 address, IPv6
// /64 or its /48 past the ceiling; see client-ip.ts), then 429 rate_limited
// with Retry-After. Callers with X-API-Key have their key's own limit, and a
// payment header is checked against its payment request, so only requests
// with neither count here. Malformed requests count too: a flood is a flood.
// In memory per process like the other minute limits (rate-limiter.ts).
//
// Any route can call it first thing: `enforceAnonRateLimit(request);`
import { getEnv } from "@/server/config/env";
import { ApiError } from "@/server/http/api-error";
import { resolveClientSubject, type ClientIpPolicy } from "./client-ip";
import { createRateLimiter, type RateLimiter } from "./rate-limiter";

/** Headers that mean "not anonymous": a key, or a payment of either x402 flavour or ours. */
const CREDENTIAL_HEADERS = ["x-api-key", "x-payment-signature", "payment-signature", "x-payment"];

export interface AnonRateLimit {
  /** throws 429 rate_limited (Retry-After) when this anonymous caller is past the minute's limit */
  enforce(request: Request): void;
}

export function createAnonRateLimit(options: { limit: number; ipPolicy: ClientIpPolicy; nowMs?: () => number }): AnonRateLimit {
  const limiter: RateLimiter | null = options.limit > 0 ? createRateLimiter({ limit: options.limit, nowMs: options.nowMs }) : null;
  return {
    enforce(request) {
      if (!limiter || CREDENTIAL_HEADERS.some((name) => request.headers.has(name))) return;
      const { subject } = resolveClientSubject(request.headers, options.ipPolicy);
      const decision = limiter.take(`anon-minute:${subject}`, 1);
      if (decision.ok) return;
      throw new ApiError("rate_limited", `Too many requests: at most ${options.limit} a minute without a key. Retry after ${decision.retryAfterSeconds} s, or use an API key.`, {
        headers: { "Retry-After": String(decision.retryAfterSeconds) },
      });
    },
  };
}

const shared = globalThis as { __cabalAnonRateLimit?: { key: string; limit: AnonRateLimit } };

/** The process-wide anonymous minute limit, from the settings. */
export function enforceAnonRateLimit(request: Request): void {
  const env = getEnv();
  const key = `${env.ANON_RATE_LIMIT_PER_MINUTE}|${env.TRUSTED_IP_HEADER ?? ""}|${env.TRUSTED_PROXY_HOPS}`;
  if (shared.__cabalAnonRateLimit?.key !== key) {
    const ipPolicy = { trustedHeader: env.TRUSTED_IP_HEADER, hops: env.TRUSTED_PROXY_HOPS };
    shared.__cabalAnonRateLimit = { key, limit: createAnonRateLimit({ limit: env.ANON_RATE_LIMIT_PER_MINUTE, ipPolicy }) };
  }
  shared.__cabalAnonRateLimit.limit.enforce(request);
}
