// Query functions for payment intents and redeemed payments. The database is
// the replay guard (security-reference §1.5.10): payments.tx_signature and
// payments.intent_id are UNIQUE, and a payment row is inserted in the same
// transaction as what it buys. The insert is ON CONFLICT DO NOTHING: a replay
// is "0 rows" (no aborted transaction, same behaviour on pg and PGlite), and
// under concurrency the loser waits for the winner's commit, then sees it.
import type { PaymentPurpose } from "@/server/platform/db/generated/enums";
import type { Db } from "@/server/platform/db/usage-counters";

export type { PaymentPurpose };

export interface NewPaymentIntent {
  id: string;
  memo: string;
  purpose: PaymentPurpose;
  amountMicros: bigint;
  claimHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface PaymentIntentRecord extends NewPaymentIntent {
  payment: { id: string; txSignature: string; apiKeyId: string | null; createdAt: Date } | null;
}

export interface NewPayment {
  id: string;
  txSignature: string;
  intentId: string;
  purpose: PaymentPurpose;
  amountMicros: bigint;
  payer: string | null;
  slot: bigint;
  blockTime: Date;
  apiKeyId: string | null;
  /** when it was redeemed (the reissue window counts from here) */
  createdAt: Date;
}

export async function createPaymentIntent(db: Db, intent: NewPaymentIntent): Promise<void> {
  const { id, memo, purpose, amountMicros, claimHash, createdAt, expiresAt } = intent;
  await db.paymentIntent.create({ data: { id, memo, purpose, amountMicros, claimHash, createdAt, expiresAt } });
}

export async function findIntentByClaimHash(db: Db, claimHash: string): Promise<PaymentIntentRecord | null> {
  return db.paymentIntent.findUnique({
    where: { claimHash },
    include: { payment: { select: { id: true, txSignature: true, apiKeyId: true, createdAt: true } } },
  });
}

/** The request a memo names (the buy-key flow proven by a wallet signature finds it by the on-chain memo). */
export async function findIntentByMemo(db: Db, memo: string): Promise<PaymentIntentRecord | null> {
  return db.paymentIntent.findUnique({
    where: { memo },
    include: { payment: { select: { id: true, txSignature: true, apiKeyId: true, createdAt: true } } },
  });
}

export async function findPaymentBySignature(
  db: Db,
  txSignature: string,
): Promise<{ id: string; intentId: string; payer: string | null; apiKeyId: string | null; createdAt: Date } | null> {
  return db.payment.findUnique({ where: { txSignature }, select: { id: true, intentId: true, payer: true, apiKeyId: true, createdAt: true } });
}

/** Records a payment unless its signature or its intent was already used; true when recorded. */
export async function insertPayment(db: Db, payment: NewPayment): Promise<boolean> {
  const { id, txSignature, intentId, purpose, amountMicros, payer, slot, blockTime, apiKeyId, createdAt } = payment;
  const { count } = await db.payment.createMany({
    data: [{ id, txSignature, intentId, purpose, amountMicros, payer, slot, blockTime, apiKeyId, createdAt }],
    skipDuplicates: true,
  });
  return count === 1;
}

/** Un-redeems a per-scan payment whose scan failed on our side, so the payer can retry. */
export async function deletePayment(db: Db, id: string): Promise<void> {
  await db.payment.deleteMany({ where: { id } });
}

/** Removes intents that expired before `before` and were never paid (paid ones are history). */
export async function pruneUnpaidIntents(db: Db, before: Date): Promise<number> {
  const { count } = await db.paymentIntent.deleteMany({ where: { expiresAt: { lt: before }, payment: { is: null } } });
  return count;
}
