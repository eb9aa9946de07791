// Bounds on the payment flows (issue 11 items 5 and 8) against the real
// PostgreSQL and a fixture RPC over HTTP: verification attempts per claim
// token, payment requests per client per day, expired requests pruned, and
// late transfers recorded for a refund instead of silently kept.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApiError } from "@/server/http/api-error";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { VERIFICATIONS_PER_CLAIM_PER_MINUTE } from "@/server/services/access/access/access-context";
import { pruneOccasionally } from "@/server/services/access/access/housekeeping";
import { authorizeScansWith, makeAccessContext, payerBroadcastOffer, scanRequest, startFixtureRpc, testClock, type FixtureRpc } from "@/server/services/access/access/testing/access-harness";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { quoteKey } from "@/server/services/access/payments/quote-key";
import { issueOwnershipChallenge } from "@/server/services/access/payments/ownership-challenge";
import { redeemKeyByWallet } from "@/server/services/access/payments/redeem-key-by-wallet";
import { redeemKeyPayment } from "@/server/services/access/payments/redeem-key-payment";
import { FIXTURE_PAY_TO, FIXTURE_PAYER, paymentTx, randomSignature } from "@/server/services/access/payments/testing/payment-fixtures";

const START = new Date("2026-03-10T12:00:00Z");
const clock = testClock(START);
let database: TestDatabase;
let rpc: FixtureRpc;
let ctx: AccessContext;
let clientCounter = 0;
const freshClient = () => `ip4:198.51.100.${++clientCounter}`;

beforeAll(async () => {
  [database, rpc] = await Promise.all([openTestDatabase(), startFixtureRpc()]);
  ctx = makeAccessContext(database.db, { PAYMENT_WALLET: FIXTURE_PAY_TO, ANON_MONTHLY_QUOTA: "0", PAYMENT_REQUESTS_PER_IP_PER_DAY: "3" }, { rpc: rpc.rpc, now: clock.now });
});
afterAll(async () => {
  await rpc?.close();
  await database?.close();
});
beforeEach(() => clock.set(START));

const deps = () => ({ prisma: database.db.prisma, verifier: ctx.payments.verifier!, plans: ctx.plans, now: ctx.now, verifyLimiter: ctx.verifyLimiter });
const SERVICE = "https://cabal.example";
/** A live challenge for `signature` and a signature that proves nothing (the flows under test end before it is judged). */
async function junkProof(signature: string) {
  const challenge = await issueOwnershipChallenge(database.db.prisma, { service: SERVICE, txSignature: signature, now: clock.now(), requester: { subject: freshClient(), perDay: 10 } });
  return { signature, proof: { nonce: challenge.nonce, walletSignature: new Uint8Array(64) }, service: SERVICE };
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error("expected a rejection");
}

describe("payment verification attempts", () => {
  it(`are bounded per claim token: ${VERIFICATIONS_PER_CLAIM_PER_MINUTE} a minute, then 429 with Retry-After; another token is unaffected`, async () => {
    const quote = await quoteKey(ctx, { plan: "payg" }, freshClient());
    const signature = randomSignature(); // never lands: every attempt is 402 payment_pending
    const statuses: number[] = [];
    for (let i = 0; i <= VERIFICATIONS_PER_CLAIM_PER_MINUTE; i++) statuses.push((await errorOf(redeemKeyPayment(deps(), { signature, claimToken: quote.claim_token }))).status);
    expect(statuses).toEqual([...Array(VERIFICATIONS_PER_CLAIM_PER_MINUTE).fill(402), 429]);
    const calls = rpc.getTransactionCalls();
    const limited = await errorOf(redeemKeyPayment(deps(), { signature, claimToken: quote.claim_token }));
    expect(Number(limited.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(rpc.getTransactionCalls()).toBe(calls); // refused before the RPC
    const other = await quoteKey(ctx, { plan: "payg" }, freshClient());
    expect((await errorOf(redeemKeyPayment(deps(), { signature, claimToken: other.claim_token }))).status).toBe(402);
  });
});

describe("wallet-signed redemptions (no claim token to check first)", () => {
  it("are bounded per client too: random signatures cannot buy unbounded RPC calls", async () => {
    const client = freshClient();
    const statuses: number[] = [];
    for (let i = 0; i <= VERIFICATIONS_PER_CLAIM_PER_MINUTE; i++) {
      statuses.push((await errorOf(redeemKeyByWallet(deps(), { ...(await junkProof(randomSignature())), clientSubject: client }))).status);
    }
    expect(statuses).toEqual([...Array(VERIFICATIONS_PER_CLAIM_PER_MINUTE).fill(402), 429]);
    const other = await errorOf(redeemKeyByWallet(deps(), { ...(await junkProof(randomSignature())), clientSubject: freshClient() }));
    expect(other.status).toBe(402);
  });
});

describe("payment requests per client per day", () => {
  it("quotes and 402 intents share one daily bound per client (429 past it), reset the next UTC day", async () => {
    const client = freshClient();
    const ip = client.replace("ip4:", "");
    await quoteKey(ctx, { plan: "payg" }, client);
    await quoteKey(ctx, { plan: "unlimited" }, client);
    const scan402 = await errorOf(authorizeScansWith(ctx, scanRequest({ "x-real-ip": ip }), 1));
    expect(scan402.status).toBe(402);
    const before = await database.db.prisma.paymentIntent.count();
    const quoteOver = await errorOf(quoteKey(ctx, { plan: "payg" }, client));
    expect([quoteOver.status, quoteOver.code]).toEqual([429, "rate_limited"]);
    expect(Number(quoteOver.headers?.["Retry-After"])).toBe(12 * 3600);
    expect((await errorOf(authorizeScansWith(ctx, scanRequest({ "x-real-ip": ip }), 1))).status).toBe(429);
    expect(await database.db.prisma.paymentIntent.count()).toBe(before); // no row past the bound
    await quoteKey(ctx, { plan: "payg" }, freshClient()); // another client is unaffected
    clock.set("2026-03-11T00:00:01Z");
    await quoteKey(ctx, { plan: "payg" }, client);
  });

  it("expired unpaid requests are deleted by housekeeping a day after expiry; paid ones stay", async () => {
    const unpaid = await quoteKey(ctx, { plan: "payg" }, freshClient());
    const paid = await quoteKey(ctx, { plan: "payg" }, freshClient());
    const signature = randomSignature();
    rpc.put(signature, paymentTx({ signature, memo: paid.memo, amountMicros: BigInt(paid.amount), blockTime: Math.floor(START.getTime() / 1000) + 5 }));
    await redeemKeyPayment(deps(), { signature, claimToken: paid.claim_token });
    clock.set(new Date(Date.parse(unpaid.expires_at) + 24 * 3600 * 1000 + 60_000));
    await pruneOccasionally(ctx);
    const memos = (await database.db.prisma.paymentIntent.findMany({ select: { memo: true } })).map((i) => i.memo);
    expect(memos).not.toContain(unpaid.memo);
    expect(memos).toContain(paid.memo);
  });
});

describe("late payments", () => {
  it("a key payment landing after its request expired is recorded for a refund (payer, amount, request, signature), once", async () => {
    const quote = await quoteKey(ctx, { plan: "payg" }, freshClient());
    const signature = randomSignature();
    const landed = Math.floor(Date.parse(quote.expires_at) / 1000) + 120;
    rpc.put(signature, paymentTx({ signature, memo: quote.memo, amountMicros: 1_500_000n, blockTime: landed }));
    clock.set(new Date(landed * 1000 + 5_000));
    const keysBefore = await database.db.prisma.apiKey.count();
    const error = await errorOf(redeemKeyPayment(deps(), { signature, claimToken: quote.claim_token }));
    expect([error.status, error.details?.reason, error.details?.refund]).toEqual([422, "after_request_expired", "refund_pending"]);
    const row = await database.db.prisma.latePayment.findUniqueOrThrow({ where: { txSignature: signature } });
    const intent = await database.db.prisma.paymentIntent.findUniqueOrThrow({ where: { memo: quote.memo } });
    expect(row).toMatchObject({ id: error.details?.late_payment_id, intentId: intent.id, memo: quote.memo, amountMicros: 1_500_000n, payer: FIXTURE_PAYER, status: "refund_pending" });
    expect(row.blockTime?.getTime()).toBe(landed * 1000);
    const again = await errorOf(redeemKeyPayment(deps(), { signature, claimToken: quote.claim_token }));
    expect(again.details?.late_payment_id).toBe(row.id);
    expect(await database.db.prisma.latePayment.count({ where: { txSignature: signature } })).toBe(1);
    expect(await database.db.prisma.apiKey.count()).toBe(keysBefore);
  });

  it("a per-scan payment landing late is recorded too, and pays no scan", async () => {
    const required = await errorOf(authorizeScansWith(ctx, scanRequest({ "x-real-ip": "198.51.100.200" }), 1));
    const accept = payerBroadcastOffer(required);
    const signature = randomSignature();
    const landed = Math.floor(Date.parse(accept.extra.expiresAt) / 1000) + 61;
    rpc.put(signature, paymentTx({ signature, memo: accept.extra.memo, amountMicros: 1_000n, blockTime: landed }));
    clock.set(new Date(landed * 1000 + 1_000));
    const error = await errorOf(authorizeScansWith(ctx, scanRequest({ "x-payment-signature": signature, "x-payment-claim": accept.extra.claimToken }), 1));
    expect([error.status, error.details?.reason]).toEqual([422, "after_request_expired"]);
    expect(await database.db.prisma.latePayment.findUnique({ where: { txSignature: signature } })).toMatchObject({ amountMicros: 1_000n, memo: accept.extra.memo });
  });

  it("a transfer carrying our key memo whose request was already pruned is recorded with the memo only", async () => {
    const memo = "cabal-hunter:key:PrunedLongAgo111111111";
    const signature = randomSignature();
    rpc.put(signature, paymentTx({ signature, memo, amountMicros: 2_000_000n, blockTime: Math.floor(START.getTime() / 1000) - 600 }));
    const error = await errorOf(redeemKeyByWallet(deps(), { ...(await junkProof(signature)), clientSubject: freshClient() }));
    expect([error.status, error.details?.reason]).toEqual([422, "after_request_expired"]);
    const row = await database.db.prisma.latePayment.findUnique({ where: { txSignature: signature } });
    expect(row).toMatchObject({ id: error.details?.late_payment_id, intentId: null, memo, amountMicros: 2_000_000n, payer: FIXTURE_PAYER });
  });
});
