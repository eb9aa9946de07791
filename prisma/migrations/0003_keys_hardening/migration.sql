-- AlterTable
ALTER TABLE "api_keys" ADD COLUMN "note" TEXT;

-- CreateTable
CREATE TABLE "late_payments" (
    "id" TEXT NOT NULL,
    "tx_signature" TEXT NOT NULL,
    "intent_id" TEXT,
    "memo" TEXT NOT NULL,
    "amount_micros" BIGINT NOT NULL,
    "payer" TEXT,
    "block_time" TIMESTAMPTZ(3),
    "status" TEXT NOT NULL DEFAULT 'refund_pending',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "late_payments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "late_payments_tx_signature_key" ON "late_payments"("tx_signature");

-- CreateIndex
CREATE INDEX "late_payments_status_idx" ON "late_payments"("status");
