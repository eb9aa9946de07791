// The two payment calls: POST /api/buy-key/quote (a payment request with its
// memo and secret claim token) and POST /api/buy-key (the finalized payment in,
// the key out, once). Redeeming waits out 402 payment_pending as the server
// asks (Retry-After) and retries a server that did not answer.
import { buyKeyQuoteSchema, buyKeyResponseSchema, type BuyKeyQuote, type BuyKeyResponse } from "@/server/contracts/access";
import { readApiProblem, type ApiProblem } from "../../scan/describe-api-error";
import { failure } from "./purchase-failure";
import { toApiAmount } from "../usdc-amount";

export interface KeyOrder {
  plan: "payg" | "unlimited";
  /** pay-as-you-go credit, base units */
  amountMicros?: bigint;
}

export async function requestQuote(order: KeyOrder, fetcher: typeof fetch = fetch): Promise<BuyKeyQuote> {
  const body = order.plan === "payg" && order.amountMicros !== undefined ? { plan: order.plan, amount_usdc: toApiAmount(order.amountMicros) } : { plan: order.plan };
  const response = await fetcher("/api/buy-key/quote", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).catch(() => {
    throw failure("quote", "The scanner could not be reached. Check your connection.");
  });
  if (!response.ok) throw failure("quote", (await readApiProblem(response)).message);
  const parsed = buyKeyQuoteSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw failure("quote", "The payment request was not understood.");
  return parsed.data;
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
  const { fetcher = fetch, sleep = defaultSleep, now = Date.now, pendingForMs = 90_000, maxServerErrors = 3 } = options;
  const deadline = now() + pendingForMs;
  const body = JSON.stringify({ tx_signature: payment.signature, claim_token: payment.claimToken, ...(payment.reissue ? { reissue: true } : {}) });
  let serverErrors = 0;
  for (;;) {
    const response = await fetcher("/api/buy-key", { method: "POST", headers: { "Content-Type": "application/json" }, body }).catch(() => null);
    if (response?.ok) {
      const parsed = buyKeyResponseSchema.safeParse(await response.json().catch(() => null));
      if (parsed.success) return parsed.data;
      throw failure("redeem_unreachable", "The key answer was not understood.");
    }
    const problem: ApiProblem = response ? await readApiProblem(response) : { status: 0, code: "network", message: "The scanner could not be reached." };
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
