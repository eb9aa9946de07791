// The time an upstream call depends on: "now" (to read a Retry-After date) and
// waiting (backoff, Retry-After, the per-attempt timeout). Injected so tests
// drive it by hand instead of waiting on the wall clock.
import { setTimeout as delay } from "node:timers/promises";

export interface HttpClock {
  /** unix ms. */
  now(): number;
  /** resolves after `ms`; rejects (and stops waiting) once `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemHttpClock: HttpClock = {
  now: () => Date.now(),
  sleep: (ms, signal) => delay(ms, undefined, signal ? { signal } : undefined),
};
