// When and how long to wait before retrying an upstream call. Pure: the clock
// and the random source are parameters so tests can pin them.

/** 429 (rate limited) and 5xx (upstream trouble) are worth another try; other 4xx never are. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

/**
 * Retry-After is either delta-seconds ("3") or an HTTP date
 * ("Wed, 21 Oct 2015 07:28:00 GMT"). Returns ms to wait (>= 0), or null when
 * absent or unreadable.
 */
export function parseRetryAfter(header: string | null, nowMs: number): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (value === "") return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - nowMs);
}

export interface BackoffOptions {
  /** first retry waits about this long, ms. */
  baseMs: number;
  /** no single wait is longer, ms. */
  capMs: number;
}

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random,
 * so concurrent scans hitting the same 5xx don't retry in lock-step.
 * `attempt` is 0 for the first retry.
 */
export function backoffDelayMs(attempt: number, options: BackoffOptions, random: () => number = Math.random): number {
  const step = Math.min(options.capMs, options.baseMs * 2 ** attempt);
  return Math.round(step / 2 + random() * (step / 2));
}
