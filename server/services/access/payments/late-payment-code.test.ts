// Issue 18 item 6: after `next build` a route bundle and the verifier cached
// on globalThis can hold two copies of LatePaymentError, so `instanceof`
// missed late payments and they were never recorded. They are recognised by
// their stable code (payment_invalid, reason after_request_expired) instead.
// The built app is covered by e2e/late-payments.spec.ts.
import { describe, expect, it } from "vitest";
import type { Db } from "@/server/platform/db/usage-counters";
import { ApiError } from "@/server/http/api-error";
import { isLatePayment, LatePaymentError } from "@/server/services/access/payments/payment-verifier";
import { recordingLatePayments } from "@/server/services/access/payments/redeem-common";

/** What the second copy of the module throws: an ApiError, but not this copy's LatePaymentError. */
class OtherCopyLatePaymentError extends ApiError {
  readonly late = { amountMicros: 1_000_000n, payer: "payer", slot: 7, blockTime: 1_700_000_000 };
  constructor() {
    super("payment_invalid", "late", { details: { reason: "after_request_expired" } });
  }
}

function fakeDb(rows: unknown[]): Db {
  const latePayment = {
    createMany: async ({ data }: { data: unknown[] }) => rows.push(...data),
    findUniqueOrThrow: async () => ({ ...(rows[0] as object), status: "refund_pending" }),
  };
  return { latePayment } as unknown as Db;
}

describe("late payments are recognised by code, whichever module copy threw them", () => {
  it("a late payment from another copy of the class is recorded and answered with its id", async () => {
    const thrown = new OtherCopyLatePaymentError();
    expect(thrown instanceof LatePaymentError).toBe(false);
    expect(isLatePayment(thrown)).toBe(true);
    const rows: unknown[] = [];
    const transfer = { signature: "sig", intentId: null, memo: "cabal-hunter:key:x", now: new Date() };
    const error = await recordingLatePayments(fakeDb(rows), transfer, () => Promise.reject(thrown)).catch((e: unknown) => e);
    expect(rows).toHaveLength(1);
    expect((error as ApiError).details).toMatchObject({ reason: "after_request_expired", refund: "refund_pending" });
  });

  it("other payment_invalid errors pass through unrecorded", async () => {
    const rows: unknown[] = [];
    const other = new ApiError("payment_invalid", "no", { details: { reason: "amount_too_low" } });
    expect(isLatePayment(other)).toBe(false);
    await expect(recordingLatePayments(fakeDb(rows), { signature: "s", intentId: null, memo: "m", now: new Date() }, () => Promise.reject(other))).rejects.toBe(other);
    expect(rows).toHaveLength(0);
  });
});
