// Around each standard x402 settlement: who may settle how often, and when
// the fee payer must not sign at all. The library simulates before it signs,
// but six payments from one wallet funded for one all simulate fine when they
// arrive together, and all land (five failing, each fee paid by us). So one
// payer settles one payment at a time (the next one is simulated after the
// previous has confirmed, and fails simulation instead of on chain), its USDC
// balance is read first, and settlement stops while the fee payer is low.
import { ApiError } from "@/server/http/api-error";
import type { RateLimiter } from "@/server/platform/rate-limiter";
import { refuse } from "@/server/services/access/payments/x402/payment-transaction-rules";

/** The shared limiter (kept in the database: one answer for every instance). */
export type AsyncLimiter = RateLimiter;

export interface SettlementGuard {
  /** settlements per client subject (IP) per minute */
  ipLimiter: AsyncLimiter;
  /** settlements per paying wallet per minute */
  payerLimiter: AsyncLimiter;
  /** runs fn with no other settlement of the same payer in flight */
  lock: PayerLock;
  feePayerMinLamports: bigint;
}

export interface PayerLock {
  run<T>(payer: string, fn: () => Promise<T>): Promise<T>;
}

/** One settlement per payer at a time in this process; later ones queue behind it. */
export function createPayerLock(): PayerLock {
  const tails = new Map<string, Promise<unknown>>();
  return {
    async run(payer, fn) {
      const previous = tails.get(payer) ?? Promise.resolve();
      const mine = previous.catch(() => undefined).then(fn);
      tails.set(payer, mine);
      try {
        return await mine;
      } finally {
        if (tails.get(payer) === mine) tails.delete(payer);
      }
    },
  };
}

export async function takeSettlement(limiter: AsyncLimiter, key: string, who: string): Promise<void> {
  const decision = await limiter.take(key, 1);
  if (!decision.ok) {
    throw new ApiError("rate_limited", `Too many x402 settlements from this ${who}; wait before paying again.`, {
      headers: { "Retry-After": String(decision.retryAfterSeconds) },
    });
  }
}

async function rpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  try {
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { result?: T; error?: unknown };
    if (body.result === undefined) throw new Error("no result");
    return body.result;
  } catch {
    throw new ApiError("payment_unverifiable", "The payment could not be checked right now (RPC failed); retry later. Nothing was charged.", {
      headers: { "Retry-After": "10" },
    });
  }
}

/** 503 payments_paused (and one operator line) while the fee payer's SOL is under the floor. */
export async function ensureFeePayerFunded(rpcUrl: string, feePayer: string, floor: bigint): Promise<void> {
  if (floor <= 0n) return;
  const { value } = await rpc<{ value: number }>(rpcUrl, "getBalance", [feePayer, { commitment: "confirmed" }]);
  if (BigInt(value) >= floor) return;
  // the address and balance are public on chain; the secret key is never logged
  console.error(`[x402] fee payer ${feePayer} has ${value} lamports, below X402_FEE_PAYER_MIN_LAMPORTS=${floor}: standard x402 settlement is paused until it is topped up.`);
  throw new ApiError("payments_paused", "Paying per scan with standard x402 is paused on this server right now; retry later or use X-Payment-Signature or an API key.", {
    headers: { "Retry-After": "300" },
    details: { reason: "fee_payer_balance_low" },
  });
}

/** 422 insufficient_funds when the payer's USDC account (token layout: amount at bytes 64..72) holds less than the price. */
export async function ensurePayerFunded(rpcUrl: string, source: string, amountMicros: bigint): Promise<void> {
  const { value } = await rpc<{ value: { data: [string, string] } | null }>(rpcUrl, "getAccountInfo", [source, { encoding: "base64", commitment: "confirmed" }]);
  const data = value ? Buffer.from(value.data[0], "base64") : Buffer.alloc(0);
  const balance = data.length >= 72 ? data.readBigUInt64LE(64) : 0n;
  if (balance < amountMicros) throw refuse("insufficient_funds", "the paying wallet's USDC account does not hold the price");
}
