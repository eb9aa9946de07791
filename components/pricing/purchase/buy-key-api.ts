// The two payment calls: POST /api/buy-key/quote (a payment request with its
// memo and secret claim token) and POST /api/buy-key (the finalized payment in,
// the key out, once). Redeeming waits out 402 payment_pending as the server
// asks (Retry-After) and retries a server that did not answer.
import type { BuyKeyQuote, BuyKeyResponse } from "@/server/contracts/access";
import { buyKey, quoteKey } from "@/server/contracts/endpoints/access";
import type { ApiProblem } from "@/components/api/api-problem";
import { createApiClient } from "@/components/api/client";
import { failure } from "@/components/pricing/purchase/purchase-failure";
import { toApiAmount } from "@/components/pricing/usdc-amount";

export interface KeyOrder {
  plan: "payg" | "unlimited";
  /** pay-as-you-go credit, base units */
  amountMicros?: bigint;
}

export async function requestQuote(order: KeyOrder, fetcher?: typeof fetch): Promise<BuyKeyQuote> {
  const body = order.plan === "payg" && order.amountMicros !== undefined ? { plan: order.plan, amount_usdc: toApiAmount(order.amountMicros) } : { plan: order.plan };
  const result = await createApiClient({ fetch: fetcher }).callApi(quoteKey, { body });
  if (result.ok) return result.data;
  const { problem } = result;
  if (problem.code === "network") throw failure("quote", "The scanner could not be reached. Check your connection.");
  throw failure("quote", problem.code === "bad_answer" ? "The payment request was not understood." : problem.message);
}

export interface RedeemOptions {
  fetcher?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** how long to wait for the server to see the payment final (402 payment_pending) */
  pendingForMs?: number;
  /** answers of 5xx / no answer tolerated before giving up */
  maxServerErrors?: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in ms, kept between 1 s and 15 s (a missing or silly value must not stall the page). */
function retryDelay(problem: ApiProblem, fallbackSeconds: number): number {
  return Math.min(15, Math.max(1, problem.retryAfter ?? fallbackSeconds)) * 1000;
}

export async function redeemKey(payment: { signature: string; claimToken: string; reissue?: boolean }, options: RedeemOptions = {}): Promise<BuyKeyResponse> {
  const { fetcher, sleep = defaultSleep, now = Date.now, pendingForMs = 90_000, maxServerErrors = 3 } = options;
  const deadline = now() + pendingForMs;
  const body = { tx_signature: payment.signature, claim_token: payment.claimToken, ...(payment.reissue ? { reissue: true } : {}) };
  const client = createApiClient({ fetch: fetcher });
  let serverErrors = 0;
  for (;;) {
    // sent without X-API-Key: the answer is a key, never a top-up of one
    const result = await client.callApi(buyKey, { body });
    if (result.ok && "api_key" in result.data) return result.data;
    if (result.ok || result.problem.code === "bad_answer") throw failure("redeem_unreachable", "The key answer was not understood.");
    const problem: ApiProblem = result.problem.code === "network" ? { ...result.problem, message: "The scanner could not be reached." } : result.problem;
    if (problem.status === 402 && problem.code === "payment_pending") {
      if (now() >= deadline) throw failure("redeem_pending", problem.message);
      await sleep(retryDelay(problem, 2));
      continue;
    }
    if (problem.status === 409) throw failure("already_redeemed", problem.message);
    if (problem.status === 0 || problem.status >= 500) {
      serverErrors += 1;
      if (serverErrors > maxServerErrors) throw failure("redeem_unreachable", problem.message);
      await sleep(retryDelay(problem, 3));
      continue;
    }
    throw failure("redeem_refused", problem.message);
  }
}
