import { describe, expect, it } from "vitest";
import { PurchaseError } from "@/components/pricing/purchase/purchase-failure";
import { redeemKey, requestQuote } from "@/components/pricing/purchase/buy-key-api";

// shaped as the server issues it (the answer's schema checks the shape)
const API_KEY = "ch_live_AbCdEfGhJk_4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi";
const KEY = { api_key: API_KEY, key_id: "k1", plan: "payg", credit_usdc: "1", scans_remaining: 1000, period: "2026-11", created_at: "2026-11-22T00:00:00Z", reissued: false };
const pending = () => Response.json({ error: { code: "payment_pending", message: "Not final yet." } }, { status: 402, headers: { "Retry-After": "2" } });

/** A server answering `answers` in turn; records each request body. */
function server(answers: Array<() => Response | Promise<Response>>) {
  const bodies: unknown[] = [];
  const fetcher = (async (_url: string, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const next = answers[Math.min(bodies.length - 1, answers.length - 1)];
    return next();
  }) as typeof fetch;
  return { fetcher, bodies };
}

function clock() {
  const slept: number[] = [];
  let t = 0;
  return { slept, now: () => t, sleep: async (ms: number) => void (slept.push(ms), (t += ms)) };
}

async function kindOf(promise: Promise<unknown>) {
  return promise.then(
    () => "ok",
    (error: unknown) => (error instanceof PurchaseError ? error.failure.kind : String(error)),
  );
}

describe("redeemKey", () => {
  it("waits out payment_pending as long as Retry-After says, then returns the key", async () => {
    const { fetcher, bodies } = server([pending, pending, () => Response.json(KEY, { status: 201 })]);
    const time = clock();
    const key = await redeemKey({ signature: "sig", claimToken: "ct_1" }, { fetcher, ...time });
    expect(key.api_key).toBe(API_KEY);
    expect(time.slept).toEqual([2000, 2000]);
    expect(bodies[0]).toEqual({ tx_signature: "sig", claim_token: "ct_1" });
  });

  it("gives up on a payment the server never sees final, keeping it claimable", async () => {
    const { fetcher } = server([pending]);
    const error = await redeemKey({ signature: "s", claimToken: "c" }, { fetcher, ...clock(), pendingForMs: 10_000 }).then(() => null, (e: PurchaseError) => e);
    expect(error?.failure).toMatchObject({ kind: "redeem_pending", charged: true });
  });

  it("asks for a replacement key when told to reissue, and reports a payment already used", async () => {
    const { fetcher, bodies } = server([() => Response.json({ error: { code: "conflict", message: "Already redeemed." } }, { status: 409 })]);
    expect(await kindOf(redeemKey({ signature: "s", claimToken: "c", reissue: true }, { fetcher, ...clock() }))).toBe("already_redeemed");
    expect(bodies[0]).toMatchObject({ reissue: true });
  });

  it("retries a server error a few times, then says the key could not be fetched", async () => {
    const { fetcher, bodies } = server([() => new Response("oops", { status: 503 })]);
    expect(await kindOf(redeemKey({ signature: "s", claimToken: "c" }, { fetcher, ...clock(), maxServerErrors: 2 }))).toBe("redeem_unreachable");
    expect(bodies).toHaveLength(3);
  });

  it("does not retry a refusal (422)", async () => {
    const { fetcher, bodies } = server([() => Response.json({ error: { code: "unprocessable", message: "Wrong amount." } }, { status: 422 })]);
    expect(await kindOf(redeemKey({ signature: "s", claimToken: "c" }, { fetcher, ...clock() }))).toBe("redeem_refused");
    expect(bodies).toHaveLength(1);
  });
});

describe("requestQuote", () => {
  it("sends the pay-as-you-go amount as exact decimal USDC", async () => {
    const { fetcher, bodies } = server([() => Response.json({ error: { code: "bad_request", message: "Too small." } }, { status: 400 })]);
    const error = await requestQuote({ plan: "payg", amountMicros: 2_500_000n }, fetcher).then(() => null, (e: PurchaseError) => e);
    expect(bodies[0]).toEqual({ plan: "payg", amount_usdc: "2.5" });
    expect(error?.failure).toMatchObject({ kind: "quote", detail: "Too small.", charged: false });
  });
});
