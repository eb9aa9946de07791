// Per-key (and per-IP for failed key attempts) rate limits: fixed one-minute
// windows, in memory. In memory on purpose: the limit protects this process's
// RPC budget from bursts, it must cost nothing per request, and a restart
// forgetting a minute of counts is harmless. With N app instances a caller can
// get up to N times the limit; the monthly quotas and credit, which do matter
// across instances, live in the database.

export interface RateLimitDecision {
  ok: boolean;
  /** seconds until the window that refused the call ends (0 when ok) */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** takes `count` units for `key` if they fit in the current window */
  take(key: string, count: number): RateLimitDecision;
}

interface Window {
  startMs: number;
  used: number;
}

/** Beyond this many tracked keys, windows that have ended are swept. */
const SWEEP_AT = 10_000;
/** Hard cap on tracked keys (about 10 MB): past it the oldest windows are forgotten, so many
 * subjects at once (IPv6 callers with many /64s) cannot grow the map without end. */
const MAX_TRACKED = 100_000;

export function createRateLimiter(options: { limit: number; windowMs?: number; nowMs?: () => number }): RateLimiter {
  const windowMs = options.windowMs ?? 60_000;
  const nowMs = options.nowMs ?? Date.now;
  const windows = new Map<string, Window>();

  function sweep(now: number) {
    for (const [key, window] of windows) if (now - window.startMs >= windowMs) windows.delete(key);
  }

  return {
    take(key, count) {
      const now = nowMs();
      if (windows.size >= SWEEP_AT) sweep(now);
      if (windows.size >= MAX_TRACKED) windows.delete(windows.keys().next().value as string);
      let window = windows.get(key);
      if (!window || now - window.startMs >= windowMs) {
        window = { startMs: now, used: 0 };
        windows.set(key, window);
      }
      if (window.used + count > options.limit) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startMs + windowMs - now) / 1000)) };
      }
      window.used += count;
      return { ok: true, retryAfterSeconds: 0 };
    },
  };
}
