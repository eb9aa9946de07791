// Per-minute (and hourly) limits: fixed windows kept in the app's database
// (server/platform/db/rate-limits.ts), so N app instances on one database give a caller
// the same limit as one (issue 18 item 9). Each take is one upsert, one round
// trip. Hand-written rather than rate-limiter-flexible: that library's
// PostgreSQL store wants a node-postgres/Knex/Sequelize client and creates its
// own table, and the embedded database is PGlite behind Prisma; the statement
// here runs unchanged on both through the Prisma client the app already has.
//
// The interface is async on purpose (x402 settlement limits use the same
// shape): `take(key, count) -> { ok, retryAfterSeconds }`, a verdict, never a
// throw; callers turn a refusal into 429.
import type { Database } from "@/server/platform/db/client";
import { releaseRateLimit, takeRateLimit, windowStartMs } from "@/server/platform/db/rate-limits";

export interface RateLimitDecision {
  ok: boolean;
  /** seconds until the window that refused the call ends (0 when ok) */
  retryAfterSeconds: number;
  /** the window's units (0: no limit applies, the limiter is off); RateLimit-Limit */
  limit: number;
  /** units left in the window after this take (0 when refused); RateLimit-Remaining */
  remaining: number;
  /** seconds until the window ends and `remaining` is `limit` again; RateLimit-Reset */
  resetSeconds: number;
}

export interface RateLimiter {
  /** takes `count` units for `key` if they fit in the current window */
  take(key: string, count: number): Promise<RateLimitDecision>;
}

export interface RateLimiterOptions {
  /** units per window; 0 disables the limiter (every take passes) */
  limit: number;
  /** names the limit in the shared table ("anon-minute", "key-minute", ...): two limiters never share rows */
  name: string;
  windowMs?: number;
  nowMs?: () => number;
  /** one-unit takes come from blocks of the window's units held in memory (unit-blocks.ts), not one statement each */
  blocks?: LimiterBlocks;
}

/** What the limiter needs of server/services/access/access/unit-blocks.ts (the platform does not import services). */
export interface LimiterBlocks {
  spend(account: {
    id: string;
    family?: string;
    maxBlock: number;
    take(n: number): Promise<number | null>;
    give(n: number): Promise<number | null>;
  }): Promise<{ ok: true; held: number; last: number | null } | { ok: false }>;
}

/** A block of a window's units is at most a sixteenth of the limit (what one instance can hold back from the others), at most 32
 * (the same bound as quotas and credit: server/services/access/access/metered-scan.ts). */
export function limiterBlock(limit: number): number {
  return Math.max(1, Math.min(32, Math.floor(limit / 16)));
}

/** A limiter shared by every instance on `database`. */
export function createRateLimiter(database: () => Promise<Database>, options: RateLimiterOptions): RateLimiter {
  const windowMs = options.windowMs ?? 60_000;
  const nowMs = options.nowMs ?? Date.now;
  const resetAt = (now: number) => Math.max(1, Math.ceil((windowStartMs(now, windowMs) + windowMs - now) / 1000));
  const refusalAt = (now: number): RateLimitDecision => ({ ok: false, retryAfterSeconds: resetAt(now), limit: options.limit, remaining: 0, resetSeconds: resetAt(now) });
  const grantedAt = (now: number, used: number): RateLimitDecision => ({
    ok: true,
    retryAfterSeconds: 0,
    limit: options.limit,
    remaining: Math.max(0, options.limit - used),
    resetSeconds: resetAt(now),
  });
  return {
    async take(key, count) {
      if (options.limit <= 0) return NO_LIMIT;
      const now = nowMs();
      if (options.blocks && count === 1) {
        const rowKey = `${options.name}:${key}`;
        const windowStart = windowStartMs(now, windowMs);
        const spent = await options.blocks.spend({
          id: `limit:${rowKey}:${windowStart}`,
          // the next window starts at the block size this one reached
          family: `limit:${rowKey}`,
          maxBlock: limiterBlock(options.limit),
          take: async (n) => takeRateLimit((await database()).prisma, { key: rowKey, count: n, limit: options.limit, windowMs, nowMs: windowStart }),
          give: async (n) => releaseRateLimit((await database()).prisma, { key: rowKey, windowStart: new Date(windowStart), count: n }),
        });
        // the window's count includes the units this instance still holds: they are not spent yet
        return spent.ok ? grantedAt(now, Math.max(0, (spent.last ?? options.limit) - spent.held)) : refusalAt(now);
      }
      const { prisma } = await database();
      const used = await takeRateLimit(prisma, { key: `${options.name}:${key}`, count, limit: options.limit, windowMs, nowMs: now });
      return used !== null ? grantedAt(now, used) : refusalAt(now);
    },
  };
}

/** What a take answers when no limit applies: it passes, and the answer carries no RateLimit headers. */
const NO_LIMIT: RateLimitDecision = { ok: true, retryAfterSeconds: 0, limit: 0, remaining: 0, resetSeconds: 0 };

/** The no-op twin: every take passes (tests and callers that opt out). */
export const UNLIMITED: RateLimiter = { take: async () => NO_LIMIT };

/** RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset (draft-ietf-httpapi-ratelimit-headers, the
 * separate-field form OWASP's ruleset accepts) for a decision; none when no limit applies. */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  if (decision.limit <= 0) return {};
  return { "RateLimit-Limit": String(decision.limit), "RateLimit-Remaining": String(decision.remaining), "RateLimit-Reset": String(decision.resetSeconds) };
}
