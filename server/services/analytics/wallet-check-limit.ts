// /api/wallet-check is free and keyless, so it is limited per caller IP (the
// same client subject as the anonymous quota: IPv6 by /64). In memory, like
// the key rate limits: it protects this process's RPC budget from bursts.
import { ApiError } from "@/server/http/api-error";
import { resolveClientSubject, type ClientIpPolicy } from "../access/client-ip";
import { createRateLimiter, type RateLimiter } from "../access/rate-limiter";

/** Wallet checks per minute per caller IP. */
export const WALLET_CHECKS_PER_MINUTE = 30;

export function createWalletCheckLimit(policy: ClientIpPolicy, limiter: RateLimiter = createRateLimiter({ limit: WALLET_CHECKS_PER_MINUTE })) {
  return {
    /** throws 429 rate_limited with Retry-After when the caller's minute is used up. */
    take(headers: Headers): void {
      const { subject } = resolveClientSubject(headers, policy);
      const decision = limiter.take(`wallet-check:${subject}`, 1);
      if (!decision.ok) {
        throw new ApiError("rate_limited", `Wallet checks are limited to ${WALLET_CHECKS_PER_MINUTE} per minute per caller.`, {
          headers: { "Retry-After": String(decision.retryAfterSeconds) },
        });
      }
    },
  };
}
