// The same payment and access flows on embedded PGlite (one session, so
// concurrent calls queue): quote, redeem in a transaction, replay refused,
// scan on the key, free-key confirmation in a transaction.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmailConfirmation } from "@/server/platform/db/email-confirmations";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { confirmFreeKey } from "@/server/services/access/access/free-key";
import { issueLinkToken } from "@/server/services/access/access/secrets";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { authorizeScansWith, makeAccessContext, scanRequest, startFixtureRpc, type FixtureRpc } from "@/server/services/access/access/testing/access-harness";
import { quoteKey } from "@/server/services/access/payments/quote-key";
import { redeemKeyPayment } from "@/server/services/access/payments/redeem-key-payment";
import { FIXTURE_PAY_TO, paymentTx, randomSignature } from "@/server/services/access/payments/testing/payment-fixtures";

/** the client subject (IP bucket) that asks for payment requests */
const CLIENT = "ip4:203.0.113.7";

let database: TestDatabase;
let rpc: FixtureRpc;
let ctx: AccessContext;

beforeAll(async () => {
  [database, rpc] = await Promise.all([openTestDatabase("pglite"), startFixtureRpc()]);
  ctx = makeAccessContext(database.db, { PAYMENT_WALLET: FIXTURE_PAY_TO }, { rpc: rpc.rpc });
});
afterAll(async () => {
  await rpc?.close();
  await database?.close();
});

describe("access and payments on PGlite", () => {
  it("redeems once under concurrency, then the key scans with its credit", async () => {
    const quote = await quoteKey(ctx, { plan: "payg" }, CLIENT);
    const signature = randomSignature();
    rpc.put(signature, paymentTx({ signature, memo: quote.memo, amountMicros: 1_000_000n, blockTime: Math.floor(Date.now() / 1000) }));
    const deps = { prisma: database.db.prisma, verifier: ctx.payments.verifier!, plans: ctx.plans, now: ctx.now };
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => redeemKeyPayment(deps, { signature, claimToken: quote.claim_token })));
    const granted = results.filter((r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof redeemKeyPayment>>> => r.status === "fulfilled");
    expect(granted).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.status)).toEqual([409, 409, 409, 409]);
    const access = await authorizeScansWith(ctx, scanRequest({ "x-api-key": granted[0].value.apiKey! }), 2);
    expect(access.headers()["X-Key-Credits-Remaining"]).toBe("0.998");
  });

  it("confirms a free key inside a transaction", async () => {
    const { token, hash } = issueLinkToken();
    const now = new Date();
    await createEmailConfirmation(database.db.prisma, { id: crypto.randomUUID(), tokenHash: hash, emailHash: "e".repeat(64), createdAt: now, expiresAt: new Date(now.getTime() + 60_000) });
    const confirmed = await confirmFreeKey(ctx, token);
    expect(confirmed.created).toBe(true);
    await expect(confirmFreeKey(ctx, token)).rejects.toMatchObject({ status: 404 });
  });
});
