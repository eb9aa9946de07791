// RPC_CREDITS_PER_MINUTE on a throwaway PostgreSQL: one counter for every
// instance, paid traces never held back, free ones within their share or refused.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/server/http/api-error";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { readCreditMinutes } from "@/server/platform/db/rpc-credit-minutes";
import { createCreditBudget } from "@/server/services/access/rpc-bill/credit-budget";

const FREE = { kind: "anonymous", paid: false } as const;
const PAID = { kind: "key", paid: true } as const;

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase("postgres");
});
afterAll(async () => {
  await test?.close();
});

/** Each test its own minute: the counter rows never meet. */
const clockAt = (minute: number) => () => new Date(Date.UTC(2026, 0, 1, 0, minute, 10));

describe("the credit budget (shared per-minute counter)", () => {
  it("two instances on one database share the counter: the second's free trace sees the first's spend", async () => {
    const now = clockAt(1);
    const a = createCreditBudget({ database: async () => test.db, creditsPerMinute: 1_000, now, waitMs: 0 });
    const b = createCreditBudget({ database: async () => test.db, creditsPerMinute: 1_000, now, waitMs: 0 });
    await a.admit(FREE, 500);
    // 500 + 400 > 800 (the free share): refused though b itself reserved nothing
    await expect(b.admit(FREE, 400)).rejects.toMatchObject({ code: "busy" });
    await b.admit(FREE, 300);
    expect((await a.state()).spentThisMinute).toBe(800);
    expect((await b.state()).freeRefusedLastHour).toBe(1);
  });

  it("a paid trace always proceeds, past the free share and past the budget itself", async () => {
    const now = clockAt(2);
    const budget = createCreditBudget({ database: async () => test.db, creditsPerMinute: 1_000, now, waitMs: 0 });
    await budget.admit(PAID, 900);
    await budget.admit(PAID, 900);
    expect((await budget.state()).spentThisMinute).toBe(1_800);
    await expect(budget.admit(FREE, 1)).rejects.toBeInstanceOf(ApiError);
  });

  it("settles a reservation to what the trace spent; room that frees up admits a waiting free trace (deferred)", async () => {
    const now = clockAt(3);
    const budget = createCreditBudget({ database: async () => test.db, creditsPerMinute: 1_000, now, waitMs: 2_000, pollMs: 20 });
    const big = await budget.admit(FREE, 800);
    const waiting = budget.admit(FREE, 300);
    await new Promise((r) => setTimeout(r, 60));
    await big.settle(100);
    await waiting;
    const state = await budget.state();
    expect(state.spentThisMinute).toBe(400);
    expect(state.freeDeferredLastHour).toBeGreaterThanOrEqual(1);
  });

  it("refuses with 503 busy and Retry-After to the next minute after waiting at most waitMs", async () => {
    const now = clockAt(4);
    const budget = createCreditBudget({ database: async () => test.db, creditsPerMinute: 100, now, waitMs: 100, pollMs: 20 });
    const started = performance.now();
    const refused = await budget.admit(FREE, 500).catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(refused).toMatchObject({ code: "busy", status: 503, headers: { "Retry-After": "50" } });
    expect((await readCreditMinutes(test.db.prisma, now())).spentThisMinute).toBe(0);
  });

  it("with no budget nothing is reserved; with the database down a trace still runs", async () => {
    const uncapped = createCreditBudget({ database: async () => test.db, creditsPerMinute: null, now: clockAt(5) });
    await (await uncapped.admit(FREE, 1e9)).settle(5);
    expect((await readCreditMinutes(test.db.prisma, clockAt(5)())).spentThisMinute).toBe(0);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const down = createCreditBudget({ database: () => Promise.reject(new Error("down")), creditsPerMinute: 10, now: clockAt(5) });
    await expect(down.admit(FREE, 1_000)).resolves.toBeDefined();
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
