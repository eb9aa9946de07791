// Key balance and payment uniqueness under real concurrency on PostgreSQL.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, deductCredit, findApiKeyById, refundCredit, upsertFreeKeyForEmail } from "@/server/platform/db/api-keys";
import { createPaymentIntent, insertPayment } from "@/server/platform/db/payments";
import { openTestDatabase, randomSuffix, type TestDatabase } from "@/server/platform/db/testing/test-databases";

const hash = (c: string) => c.repeat(64);

let database: TestDatabase;
let db: TestDatabase["db"];
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(async () => database?.close());

async function payg(creditMicros: bigint) {
  return createApiKey(db.prisma, { id: randomUUID(), shortToken: randomSuffix(), secretHash: hash("a"), plan: "payg", creditMicros });
}

describe("credit deduction", () => {
  it("10 parallel deductions on credit for 1: one succeeds and the balance ends at 0, never below", async () => {
    const key = await payg(1_000n);
    const results = await Promise.all(Array.from({ length: 10 }, () => deductCredit(db.prisma, key.id, 1_000n)));
    expect(results.filter((r) => r !== null)).toEqual([0n]);
    expect((await findApiKeyById(db.prisma, key.id))?.creditMicros).toBe(0n);
  });

  it("takes a batch's cost only when all of it is covered, and refunds add back", async () => {
    const key = await payg(2_500n);
    expect(await deductCredit(db.prisma, key.id, 3_000n)).toBeNull();
    expect(await deductCredit(db.prisma, key.id, 2_000n)).toBe(500n);
    expect(await refundCredit(db.prisma, key.id, 1_000n)).toBe(1_500n);
  });
});

describe("free keys per e-mail", () => {
  it("two confirmations racing for one address leave one key row, holding the last secret", async () => {
    const emailHash = hash("e");
    const attempts = await Promise.all(
      ["b", "c"].map((c) => upsertFreeKeyForEmail(db.prisma, { id: randomUUID(), shortToken: randomSuffix(), secretHash: hash(c), plan: "free", emailHash })),
    );
    expect(attempts.filter((a) => a?.created)).toHaveLength(1);
    expect(new Set(attempts.map((a) => a?.id)).size).toBe(1);
    expect(await db.prisma.apiKey.count({ where: { emailHash } })).toBe(1);
  });
});

describe("payments", () => {
  it("20 parallel inserts of one signature record exactly one payment", async () => {
    const intentIds = Array.from({ length: 20 }, () => randomUUID());
    for (const id of intentIds) {
      await createPaymentIntent(db.prisma, { id, memo: `m-${id}`, purpose: "scan", amountMicros: 1_000n, claimHash: id.replace(/-/g, "").padEnd(64, "0"), createdAt: new Date(), expiresAt: new Date() });
    }
    const signature = `sig-${randomSuffix()}`;
    const results = await Promise.all(
      intentIds.map((intentId) =>
        insertPayment(db.prisma, { id: randomUUID(), txSignature: signature, intentId, purpose: "scan", amountMicros: 1_000n, payer: null, slot: 1n, blockTime: new Date(), apiKeyId: null, createdAt: new Date() }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await db.prisma.payment.count({ where: { txSignature: signature } })).toBe(1);
  });

  it("an intent is paid once: a second signature for the same intent is not recorded", async () => {
    const intentId = randomUUID();
    await createPaymentIntent(db.prisma, { id: intentId, memo: `m-${intentId}`, purpose: "key_payg", amountMicros: 1n, claimHash: intentId.replace(/-/g, "").padEnd(64, "1"), createdAt: new Date(), expiresAt: new Date() });
    const pay = (txSignature: string) =>
      insertPayment(db.prisma, { id: randomUUID(), txSignature, intentId, purpose: "key_payg", amountMicros: 1n, payer: null, slot: 1n, blockTime: new Date(), apiKeyId: null, createdAt: new Date() });
    expect(await pay(`a-${randomSuffix()}`)).toBe(true);
    expect(await pay(`b-${randomSuffix()}`)).toBe(false);
  });
});
