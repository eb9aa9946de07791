// Transfers that arrived after their payment request had expired (or whose
// request was already pruned). Never silently kept: each is a row listed for
// an operator refund. The tx signature is UNIQUE, so presenting the same late
// transfer again finds the row instead of adding one.
import type { Db } from "@/server/platform/db/usage-counters";

export interface NewLatePayment {
  id: string;
  txSignature: string;
  intentId: string | null;
  memo: string;
  amountMicros: bigint;
  payer: string | null;
  blockTime: Date | null;
  createdAt: Date;
}

export interface LatePaymentRecord extends NewLatePayment {
  status: string;
}

/** Records a late transfer once; answers the row (the existing one when the signature was seen before). */
export async function recordLatePayment(db: Db, late: NewLatePayment): Promise<LatePaymentRecord> {
  await db.latePayment.createMany({ data: [late], skipDuplicates: true });
  return db.latePayment.findUniqueOrThrow({ where: { txSignature: late.txSignature } });
}

/** Late payments waiting for a refund, oldest first (the operator's list). */
export async function listLatePayments(db: Db, status = "refund_pending", limit = 100): Promise<LatePaymentRecord[]> {
  return db.latePayment.findMany({ where: { status }, orderBy: { createdAt: "asc" }, take: limit });
}
