// RPC_CREDITS_PER_MINUTE (issue 28 item 5): one credit budget for every
// instance on the database (rpc-credit-minutes.ts). A trace reserves its
// estimated credits before it starts and settles to what it spent after.
// Paid traces always proceed (they reserve and may overshoot: a paying caller
// is never starved); free traces are admitted only while the minute's spend
// plus their estimate stays within FREE_SHARE of the budget, so the rest is
// kept for paid ones. A free trace that does not fit polls for room up to
// WAIT_MS (another trace settling under its estimate, or the next minute),
// then is refused with 503 busy and Retry-After to the next minute: the
// binder gives its quota unit back (serve-bound.ts, a failure on our side).
// The database being down never stops a scan: the budget then admits.
import { ApiError } from "@/server/http/api-error";
import type { Database } from "@/server/platform/db/client";
import { countFreeDecision, creditMinuteOf, readCreditMinutes, reserveCredits, settleCredits, type CreditMinutesState } from "@/server/platform/db/rpc-credit-minutes";
import type { RpcPayer } from "@/server/services/access/rpc-bill/payer";

/** Share of the minute's credits free traces may use; the rest is kept for paid ones. */
export const FREE_SHARE = 0.8;
/** How long a free trace waits for room before it is refused (ms). */
const WAIT_MS = 2_000;
const POLL_MS = 250;

export interface Reservation {
  /** the credits the trace really spent: the minute's counter is corrected by the difference */
  settle(spent: number): Promise<void>;
}

export interface BudgetState extends CreditMinutesState {
  creditsPerMinute: number | null;
  freeShare: number;
}

export interface CreditBudget {
  readonly creditsPerMinute: number | null;
  /** waits (free work only), then reserves `estimate` credits, or throws 503 busy */
  admit(payer: RpcPayer, estimate: number): Promise<Reservation>;
  state(): Promise<BudgetState>;
}

export interface CreditBudgetOptions {
  database: () => Promise<Database>;
  /** null: no cap (nothing is reserved) */
  creditsPerMinute: number | null;
  now: () => Date;
  waitMs?: number;
  pollMs?: number;
}

const NOTHING_RESERVED: Reservation = { settle: async () => undefined };

export function createCreditBudget(options: CreditBudgetOptions): CreditBudget {
  const { creditsPerMinute, now } = options;
  const waitMs = options.waitMs ?? WAIT_MS;
  const pollMs = options.pollMs ?? POLL_MS;
  const logged = (what: string) => (error: unknown) => console.error(`[rpc-budget] ${what} failed:`, error instanceof Error ? error.message : error);

  function reservation(minute: Date, reserved: number): Reservation {
    return {
      async settle(spent) {
        const prisma = (await options.database()).prisma;
        await settleCredits(prisma, { minute, delta: spent - reserved }).catch(logged("settling a reservation"));
      },
    };
  }

  /** One try: the reservation, or null when a free trace does not fit this minute. */
  async function tryReserve(payer: RpcPayer, estimate: number, budget: number): Promise<Reservation | null> {
    const minute = creditMinuteOf(now());
    const prisma = (await options.database()).prisma;
    const spent = await reserveCredits(prisma, { minute, credits: estimate, ...(payer.paid ? {} : { ceiling: budget * FREE_SHARE }) });
    return spent === null ? null : reservation(minute, estimate);
  }

  async function admit(payer: RpcPayer, estimate: number, budget: number): Promise<Reservation> {
    const deadline = performance.now() + waitMs;
    for (let attempt = 0; ; attempt++) {
      const admitted = await tryReserve(payer, estimate, budget);
      const minute = creditMinuteOf(now());
      const count = (decision: "deferred" | "refused") => prismaCount(minute, decision);
      if (admitted) {
        if (attempt > 0) await count("deferred");
        return admitted;
      }
      if (performance.now() + pollMs > deadline) {
        await count("refused");
        throw busy(now());
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  async function prismaCount(minute: Date, decision: "deferred" | "refused"): Promise<void> {
    const prisma = (await options.database()).prisma;
    await countFreeDecision(prisma, { minute, decision }).catch(logged("counting a free trace"));
  }

  return {
    creditsPerMinute,
    async admit(payer, estimate) {
      if (creditsPerMinute === null) return NOTHING_RESERVED;
      try {
        return await admit(payer, estimate, creditsPerMinute);
      } catch (error) {
        // a refusal of the budget itself (busy) is the answer; anything else is the counter failing
        if (error instanceof ApiError && error.code === "busy") throw error;
        // the counter is unreachable: a scan still works (the budget is a cost guard, not a gate on the service)
        logged("reserving credits")(error);
        return NOTHING_RESERVED;
      }
    },
    async state() {
      const minutes = await readCreditMinutes((await options.database()).prisma, now());
      return { ...minutes, creditsPerMinute, freeShare: FREE_SHARE };
    },
  };
}

/** 503 busy, Retry-After to the next minute (when the counter starts over). */
function busy(now: Date): ApiError {
  const retryAfter = Math.max(1, Math.ceil((creditMinuteOf(now).getTime() + 60_000 - now.getTime()) / 1000));
  return new ApiError("busy", `The RPC credit budget is kept for paid scans right now; this free scan was not run and not counted. Retry after ${retryAfter} s, or use a paid key.`, {
    headers: { "Retry-After": String(retryAfter) },
  });
}
