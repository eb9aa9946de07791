// Redeeming payments against the real PostgreSQL, with the RPC a real HTTP
// server answering recorded-transaction fixtures (security-reference §6 items
// 1-5, 10, 15, 16, 20).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestHttpServer } from "@/server/chain/testing/test-http-server";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import type { ApiError } from "@/server/http/api-error";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { resolveApiKey } from "@/server/services/access/access/key-access";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { authorizeScansWith, makeAccessContext, payerBroadcastOffer, scanRequest, startFixtureRpc, testClock, type FixtureRpc } from "@/server/services/access/access/testing/access-harness";
import { quoteKey } from "@/server/services/access/payments/quote-key";
import { REISSUE_WINDOW_MS, redeemKeyPayment, type RedeemKeyInput } from "@/server/services/access/payments/redeem-key-payment";
import { FIXTURE_PAY_TO, paymentTx, randomSignature } from "@/server/services/access/payments/testing/payment-fixtures";

/** the client subject (IP bucket) that asks for payment requests */
const CLIENT = "ip4:203.0.113.7";

const START = new Date("2026-03-10T12:00:00Z");
const clock = testClock(START);
let database: TestDatabase;
let rpc: FixtureRpc;
let ctx: AccessContext;

beforeAll(async () => {
  [database, rpc] = await Promise.all([openTestDatabase(), startFixtureRpc()]);
  // No free quota: every anonymous scan answers 402 with a fresh per-scan payment request.
  ctx = makeAccessContext(database.db, { PAYMENT_WALLET: FIXTURE_PAY_TO, ANON_MONTHLY_QUOTA: "0" }, { rpc: rpc.rpc, now: clock.now });
});
afterAll(async () => {
  await rpc?.close();
  await database?.close();
});
beforeEach(() => clock.set(START));

const blockTime = () => Math.floor(clock.now().getTime() / 1000) + 5;

/** A key quote, and a finalized transfer that pays it. */
async function paidQuote(plan: "payg" | "unlimited" = "payg", amountMicros?: bigint) {
  const quote = await quoteKey(ctx, { plan }, CLIENT);
  const signature = randomSignature();
  rpc.put(signature, paymentTx({ signature, memo: quote.memo, amountMicros: amountMicros ?? BigInt(quote.amount), blockTime: blockTime() }));
  return { quote, signature };
}

/** The 402 of an anonymous scan: its payer-broadcast offer is a per-scan payment request. */
async function scanPaymentRequest(): Promise<ApiError> {
  const required = await errorOf(authorizeScansWith(ctx, scanRequest(), 1));
  expect(required.status).toBe(402);
  return required;
}

const redeem = (input: RedeemKeyInput) => redeemKeyPayment({ prisma: database.db.prisma, verifier: ctx.payments.verifier!, plans: ctx.plans, now: ctx.now }, input);

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error("expected a rejection");
}

async function countRows() {
  const prisma = database.db.prisma;
  return { keys: await prisma.apiKey.count(), payments: await prisma.payment.count() };
}

describe("POST /api/buy-key redemption", () => {
  it("grants a pay-as-you-go key crediting exactly the USDC received", async () => {
    const { quote, signature } = await paidQuote("payg", 2_500_000n);
    const redeemed = await redeem({ signature, claimToken: quote.claim_token });
    expect(redeemed.key).toMatchObject({ plan: "payg", creditMicros: 2_500_000n });
    expect(redeemed.apiKey).toMatch(/^ch_live_/);
    expect((await resolveApiKey(ctx, redeemed.apiKey!, "t")).id).toBe(redeemed.key.id);
  });

  it("grants the unlimited plan for 30 days from redemption", async () => {
    const { quote, signature } = await paidQuote("unlimited");
    const redeemed = await redeem({ signature, claimToken: quote.claim_token });
    expect(redeemed.key.plan).toBe("unlimited");
    expect(redeemed.key.periodEnd?.toISOString()).toBe(new Date(START.getTime() + 30 * 86_400_000).toISOString());
  });

  it("1. replay, sequential: the second redemption is 409 and grants nothing", async () => {
    const { quote, signature } = await paidQuote();
    await redeem({ signature, claimToken: quote.claim_token });
    const before = await countRows();
    const error = await errorOf(redeem({ signature, claimToken: quote.claim_token }));
    expect([error.status, error.code]).toEqual([409, "payment_already_used"]);
    expect(await countRows()).toEqual(before);
  });

  it("2. replay, concurrent: 20 parallel redemptions of one signature give exactly one key, 19 x 409", async () => {
    const { quote, signature } = await paidQuote();
    const before = await countRows();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => redeem({ signature, claimToken: quote.claim_token })));
    const granted = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => (r.reason as ApiError).status);
    expect(granted).toHaveLength(1);
    expect(refused).toEqual(Array(19).fill(409));
    expect(await countRows()).toEqual({ keys: before.keys + 1, payments: before.payments + 1 });
  });

  it("3. cross-flow: a signature redeemed for a key cannot pay a scan, and a scan payment cannot buy a key", async () => {
    const { quote, signature } = await paidQuote();
    await redeem({ signature, claimToken: quote.claim_token });
    const scanPay = await scanPaymentRequest();
    const claim = [payerBroadcastOffer(scanPay)];
    const reused = await errorOf(authorizeScansWith(ctx, scanRequest({ "x-payment-signature": signature, "x-payment-claim": claim[0].extra.claimToken }), 1));
    expect(reused.status).toBe(409);

    const scanSignature = randomSignature();
    rpc.put(scanSignature, paymentTx({ signature: scanSignature, memo: claim[0].extra.memo, amountMicros: 1_000n, blockTime: blockTime() }));
    const wrongFlow = await errorOf(redeem({ signature: scanSignature, claimToken: claim[0].extra.claimToken }));
    expect([wrongFlow.status, wrongFlow.details?.reason]).toEqual([422, "wrong_purpose"]);
    const access = await authorizeScansWith(ctx, scanRequest({ "x-payment-signature": scanSignature, "x-payment-claim": claim[0].extra.claimToken }), 1);
    expect(access.kind).toBe("payment");
    const keyQuote = await quoteKey(ctx, { plan: "payg" }, CLIENT);
    const crossed = await errorOf(redeem({ signature: scanSignature, claimToken: keyQuote.claim_token }));
    expect(crossed.status).toBe(409);
  });

  it("4. front-running: the victim's signature with someone else's claim token is rejected; the victim then succeeds", async () => {
    const { quote, signature } = await paidQuote();
    const attackerQuote = await quoteKey(ctx, { plan: "payg" }, CLIENT);
    const stolen = await errorOf(redeem({ signature, claimToken: attackerQuote.claim_token }));
    expect([stolen.status, stolen.details?.reason]).toEqual([422, "memo_mismatch"]);
    const forged = await errorOf(redeem({ signature, claimToken: `ct_${"1".repeat(43)}` }));
    expect([forged.status, forged.details?.reason]).toEqual([422, "unknown_claim"]);
    expect((await redeem({ signature, claimToken: quote.claim_token })).key.plan).toBe("payg");
  });

  it("5. an unsolicited transfer (no memo) or one made before the quote is rejected", async () => {
    const quote = await quoteKey(ctx, { plan: "payg" }, CLIENT);
    const donation = randomSignature();
    rpc.put(donation, paymentTx({ signature: donation, memo: null, amountMicros: 5_000_000n, blockTime: blockTime() }));
    expect((await errorOf(redeem({ signature: donation, claimToken: quote.claim_token }))).details?.reason).toBe("memo_missing");
    const old = randomSignature();
    rpc.put(old, paymentTx({ signature: old, memo: quote.memo, amountMicros: 5_000_000n, blockTime: blockTime() - 3_600 }));
    expect((await errorOf(redeem({ signature: old, claimToken: quote.claim_token }))).details?.reason).toBe("before_request");
  });

  it("12. a second transfer carrying an already fulfilled request's memo is 409, grants nothing", async () => {
    const { quote, signature } = await paidQuote();
    await redeem({ signature, claimToken: quote.claim_token });
    const second = randomSignature();
    rpc.put(second, paymentTx({ signature: second, memo: quote.memo, amountMicros: 1_000_000n, blockTime: blockTime() }));
    const before = await countRows();
    const error = await errorOf(redeem({ signature: second, claimToken: quote.claim_token }));
    expect([error.status, error.details?.reason]).toEqual([409, "request_already_paid"]);
    expect(await countRows()).toEqual(before);
  });

  it("6. underpaying by 1 micro-USDC is 422 and consumes nothing", async () => {
    const { quote, signature } = await paidQuote("unlimited", 8_999_999n);
    const before = await countRows();
    expect((await errorOf(redeem({ signature, claimToken: quote.claim_token }))).details?.reason).toBe("underpaid");
    expect(await countRows()).toEqual(before);
  });

  it("10. not finalized yet: 402 payment_pending with Retry-After, not consumed; the retry after finality succeeds", async () => {
    const quote = await quoteKey(ctx, { plan: "payg" }, CLIENT);
    const signature = randomSignature();
    const tx = paymentTx({ signature, memo: quote.memo, amountMicros: 1_000_000n, blockTime: blockTime() });
    const unknown = await errorOf(redeem({ signature, claimToken: quote.claim_token }));
    expect([unknown.status, unknown.code, unknown.headers?.["Retry-After"]]).toEqual([402, "payment_pending", "5"]);
    rpc.put(signature, tx, "confirmed");
    expect((await errorOf(redeem({ signature, claimToken: quote.claim_token }))).code).toBe("payment_pending");
    expect(await database.db.prisma.payment.count({ where: { txSignature: signature } })).toBe(0);
    rpc.put(signature, tx, "finalized");
    expect((await redeem({ signature, claimToken: quote.claim_token })).key.creditMicros).toBe(1_000_000n);
  });

  it("15. RPC errors are 503 with Retry-After and consume nothing; a substituted transaction is 422", async () => {
    const { quote, signature } = await paidQuote();
    rpc.failWith({ code: -32603, message: "Internal error" });
    try {
      const down = await errorOf(redeem({ signature, claimToken: quote.claim_token }));
      expect([down.status, down.code, down.headers?.["Retry-After"]]).toEqual([503, "payment_unverifiable", "10"]);
    } finally {
      rpc.failWith(null);
    }
    const other = randomSignature();
    rpc.put(other, paymentTx({ signature, memo: quote.memo, amountMicros: 1_000_000n, blockTime: blockTime() }));
    expect((await errorOf(redeem({ signature: other, claimToken: quote.claim_token }))).details?.reason).toBe("signature_mismatch");
    expect((await redeem({ signature, claimToken: quote.claim_token })).key.plan).toBe("payg");
  });

  it("15. an RPC answering HTTP 500 is 503, nothing consumed", async () => {
    const broken = await startTestHttpServer((_request, res) => {
      res.statusCode = 500;
      res.end("upstream exploded");
    });
    try {
      const rpcFor = (commitment: "confirmed" | "finalized") => createSolanaRpc({ url: broken.url, commitment, concurrency: 2, timeoutMs: 1_000, maxRetries: 0 });
      const brokenCtx = makeAccessContext(database.db, { PAYMENT_WALLET: FIXTURE_PAY_TO }, { rpc: { confirmed: rpcFor("confirmed"), finalized: rpcFor("finalized") }, now: clock.now });
      const { quote, signature } = await paidQuote();
      const error = await errorOf(redeemKeyPayment({ prisma: database.db.prisma, verifier: brokenCtx.payments.verifier!, plans: ctx.plans, now: ctx.now }, { signature, claimToken: quote.claim_token }));
      expect([error.status, error.code]).toEqual([503, "payment_unverifiable"]);
      expect(error.message).not.toContain("exploded");
      expect(await database.db.prisma.payment.count({ where: { txSignature: signature } })).toBe(0);
    } finally {
      await broken.close();
    }
  });

  it("15. an RPC that does not answer in time is 503, nothing consumed", async () => {
    const slow = await startFixtureRpc({ delayMs: 1_500, timeoutMs: 1_000 });
    try {
      const slowCtx = makeAccessContext(database.db, { PAYMENT_WALLET: FIXTURE_PAY_TO }, { rpc: slow.rpc, now: clock.now });
      const { quote, signature } = await paidQuote();
      const error = await errorOf(redeemKeyPayment({ prisma: database.db.prisma, verifier: slowCtx.payments.verifier!, plans: ctx.plans, now: ctx.now }, { signature, claimToken: quote.claim_token }));
      expect([error.status, error.code]).toEqual([503, "payment_unverifiable"]);
      expect(await database.db.prisma.payment.count({ where: { txSignature: signature } })).toBe(0);
    } finally {
      await slow.close();
    }
  });

  it("refuses to take money from an RPC of another cluster (genesis hash check)", async () => {
    const devnet = await startFixtureRpc({ genesis: "EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG" });
    try {
      const devnetCtx = makeAccessContext(database.db, { PAYMENT_WALLET: FIXTURE_PAY_TO }, { rpc: devnet.rpc, now: clock.now });
      const { quote, signature } = await paidQuote();
      devnet.put(signature, paymentTx({ signature, memo: quote.memo, amountMicros: 1_000_000n, blockTime: blockTime() }));
      const error = await errorOf(redeemKeyPayment({ prisma: database.db.prisma, verifier: devnetCtx.payments.verifier!, plans: ctx.plans, now: ctx.now }, { signature, claimToken: quote.claim_token }));
      expect([error.status, error.code]).toEqual([503, "not_configured"]);
      expect(devnet.getTransactionCalls()).toBe(0);
    } finally {
      await devnet.close();
    }
  });

  it("20. a lost response: the same claimant's reissue replaces the key (old one dead, same row, same balance)", async () => {
    const { quote, signature } = await paidQuote();
    const first = await redeem({ signature, claimToken: quote.claim_token });
    const retried = await errorOf(redeem({ signature, claimToken: quote.claim_token }));
    expect(retried.details?.reissue).toMatch(/reissue/);
    const second = await redeem({ signature, claimToken: quote.claim_token, reissue: true });
    expect(second.reissued).toBe(true);
    expect(second.apiKey).not.toBe(first.apiKey);
    expect(second.key.id).toBe(first.key.id);
    expect(second.key.creditMicros).toBe(1_000_000n);
    expect((await errorOf(resolveApiKey(ctx, first.apiKey!, "t"))).status).toBe(401);
    expect((await resolveApiKey(ctx, second.apiKey!, "t")).id).toBe(first.key.id);
    clock.advance(REISSUE_WINDOW_MS + 1_000);
    expect((await errorOf(redeem({ signature, claimToken: quote.claim_token, reissue: true }))).status).toBe(409);
  });
});

describe("X-Payment-Signature on a scan (x402 variant)", () => {
  async function paidScan() {
    const required = await scanPaymentRequest();
    const accept = payerBroadcastOffer(required);
    const signature = randomSignature();
    rpc.put(signature, paymentTx({ signature, memo: accept.extra.memo, amountMicros: 1_000n, blockTime: blockTime() }), "confirmed");
    return { signature, claim: accept.extra.claimToken };
  }
  const pay = (signature: string, claim: string) => authorizeScansWith(ctx, scanRequest({ "x-payment-signature": signature, "x-payment-claim": claim }), 1);

  it("a confirmed payment pays one scan, with launches, and settles with X-Payment-Response", async () => {
    const { signature, claim } = await paidScan();
    const access = await pay(signature, claim);
    expect([access.kind, access.includeLaunches]).toEqual(["payment", true]);
    const settlement = JSON.parse(Buffer.from(access.headers()["X-Payment-Response"], "base64").toString()) as Record<string, unknown>;
    expect(settlement).toMatchObject({ success: true, transaction: signature, network: "solana" });
  });

  it("2. 20 parallel scans on one payment: exactly one is paid, the rest 409 (or 429 past 10 verifications of one claim token)", async () => {
    const { signature, claim } = await paidScan();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => pay(signature, claim)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => (r.reason as ApiError).status);
    expect(refused.filter((status) => status !== 409 && status !== 429)).toEqual([]);
    expect(refused.filter((status) => status === 429).length).toBeLessThanOrEqual(10);
  });

  it("a scan that fails on our side gives the payment back; the retry is served", async () => {
    const { signature, claim } = await paidScan();
    const access = await pay(signature, claim);
    await expect(access.runScan(() => Promise.reject(new Error("upstream down")))).rejects.toThrow("upstream down");
    expect(await database.db.prisma.payment.count({ where: { txSignature: signature } })).toBe(0);
    expect((await pay(signature, claim)).kind).toBe("payment");
  });

  it("10. a payment not visible yet: 402 payment_pending, not consumed", async () => {
    const required = await scanPaymentRequest();
    const claim = payerBroadcastOffer(required).extra.claimToken;
    const error = await errorOf(pay(randomSignature(), claim));
    expect([error.status, error.code, error.headers?.["Retry-After"]]).toEqual([402, "payment_pending", "2"]);
  });

  it.each([
    ["non-Base58", "0OIl".repeat(22)],
    ["63 bytes", randomSignature().slice(0, 86)],
    ["10 kB", "1".repeat(10_000)],
    ["a comma list", `${randomSignature()},${randomSignature()}`],
    ["unicode", `${randomSignature().slice(0, 80)}ñöü`],
    ["empty", ""],
  ])("16. a malformed X-Payment-Signature (%s) is 400 before any RPC call", async (_name, value) => {
    const calls = rpc.getTransactionCalls();
    const error = await errorOf(pay(value, `ct_${"1".repeat(43)}`));
    expect([error.status, error.code]).toEqual([400, "bad_request"]);
    expect(rpc.getTransactionCalls()).toBe(calls);
  });

  it("4. (revised, issue 28) a transfer carrying a 402's memo is reserved to its claim token: the signature alone spends nothing, the holder then pays", async () => {
    const { signature, claim } = await paidScan();
    const stranger = await errorOf(authorizeScansWith(ctx, scanRequest({ "x-payment-signature": signature }), 1));
    expect([stranger.status, stranger.code, stranger.details?.reason]).toEqual([403, "proof_required", "claim_required"]);
    const access = await pay(signature, claim);
    expect(access.kind).toBe("payment");
  });
});
