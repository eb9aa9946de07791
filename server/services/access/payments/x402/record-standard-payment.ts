// Each standard x402 payment grants once, across processes and restarts: the
// settled transaction signature is recorded in payments (tx_signature UNIQUE)
// BEFORE the scan is answered. A fresh facilitator instance re-settles a
// replayed header as "success" with the same signature (no second charge);
// this row is what refuses the second scan (409).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createPaymentIntent, deletePayment, findPaymentBySignature, insertPayment } from "@/server/platform/db/payments";
import type { Db } from "@/server/platform/db/usage-counters";
import { ApiError } from "@/server/http/api-error";

export interface RecordedStandardPayment {
  paymentId: string;
  release(): Promise<void>;
}

export async function recordStandardPayment(
  db: Db,
  input: { signature: string; payer: string | null; amountMicros: bigint; slot: bigint; now: Date },
): Promise<RecordedStandardPayment> {
  if (await findPaymentBySignature(db, input.signature)) throw used();
  // payments rows hang off a request (intent); a standard payment has no memo, so its request is made here, already paid.
  const intentId = randomUUID();
  await createPaymentIntent(db, {
    id: intentId,
    memo: `x402:${intentId}`,
    purpose: "scan",
    amountMicros: input.amountMicros,
    claimHash: createHash("sha256").update(randomBytes(32)).digest("hex"),
    createdAt: input.now,
    expiresAt: input.now,
  });
  const paymentId = randomUUID();
  const recorded = await insertPayment(db, {
    id: paymentId,
    txSignature: input.signature,
    intentId,
    purpose: "scan",
    amountMicros: input.amountMicros,
    payer: input.payer,
    slot: input.slot,
    blockTime: input.now,
    apiKeyId: null,
    createdAt: input.now,
  });
  if (!recorded) {
    await db.paymentIntent.delete({ where: { id: intentId } }).catch(() => undefined);
    throw used();
  }
  return { paymentId, release: () => deletePayment(db, paymentId) };
}

function used(): ApiError {
  return new ApiError("payment_already_used", "This payment was already used for a scan.", { extra: { reason: "signature_used" } });
}
