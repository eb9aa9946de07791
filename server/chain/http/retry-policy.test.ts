import { describe, expect, it } from "vitest";
import { backoffDelayMs, isRetryableStatus, parseRetryAfter } from "@/server/chain/http/retry-policy";
import { createSemaphore } from "@/server/chain/http/semaphore";

describe("retry policy", () => {
  it("retries only 429 and 5xx", () => {
    expect([400, 401, 403, 404, 409, 429, 500, 503, 599].filter(isRetryableStatus)).toEqual([429, 500, 503, 599]);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(parseRetryAfter("3", now)).toBe(3_000);
    expect(parseRetryAfter("0.5", now)).toBe(500);
    expect(parseRetryAfter("Wed, 01 Jan 2025 00:00:04 GMT", now)).toBe(4_000);
    expect(parseRetryAfter("Tue, 31 Dec 2024 00:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it("doubles the backoff per attempt within [step/2, step] and caps it", () => {
    const options = { baseMs: 100, capMs: 1_000 };
    expect(backoffDelayMs(0, options, () => 0)).toBe(50);
    expect(backoffDelayMs(0, options, () => 1)).toBe(100);
    expect(backoffDelayMs(2, options, () => 1)).toBe(400);
    expect(backoffDelayMs(10, options, () => 1)).toBe(1_000);
  });
});

describe("semaphore", () => {
  it("runs no more than the limit at once and releases on failure", async () => {
    const limiter = createSemaphore(2);
    let running = 0;
    let most = 0;
    const task = (fail: boolean) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 10));
      running -= 1;
      if (fail) throw new Error("boom");
      return 1;
    };
    const results = await Promise.allSettled(Array.from({ length: 7 }, (_, i) => limiter.run(task(i % 3 === 0))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(4);
    expect(most).toBe(2);
    expect(limiter.peak).toBe(2);
    expect(limiter.active).toBe(0);
  });
});
