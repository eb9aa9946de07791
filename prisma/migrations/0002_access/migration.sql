-- CreateEnum
CREATE TYPE "key_plan" AS ENUM ('free', 'payg', 'unlimited');

-- CreateEnum
CREATE TYPE "payment_purpose" AS ENUM ('scan', 'key_payg', 'key_unlimited');

-- CreateTable
CREATE TABLE "usage_counters" (
    "subject" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "usage_counters_pkey" PRIMARY KEY ("subject","period")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" TEXT NOT NULL,
    "short_token" TEXT NOT NULL,
    "secret_hash" CHAR(64) NOT NULL,
    "plan" "key_plan" NOT NULL,
    "credit_micros" BIGINT NOT NULL DEFAULT 0,
    "period_end" TIMESTAMPTZ(3),
    "email_hash" CHAR(64),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_intents" (
    "id" TEXT NOT NULL,
    "memo" TEXT NOT NULL,
    "purpose" "payment_purpose" NOT NULL,
    "amount_micros" BIGINT NOT NULL,
    "claim_hash" CHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_intents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payments" (
    "id" TEXT NOT NULL,
    "tx_signature" TEXT NOT NULL,
    "intent_id" TEXT NOT NULL,
    "purpose" "payment_purpose" NOT NULL,
    "amount_micros" BIGINT NOT NULL,
    "payer" TEXT,
    "slot" BIGINT NOT NULL,
    "block_time" TIMESTAMPTZ(3) NOT NULL,
    "api_key_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_confirmations" (
    "id" TEXT NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "email_hash" CHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_confirmations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_short_token_key" ON "api_keys"("short_token");

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_email_hash_key" ON "api_keys"("email_hash");

-- CreateIndex
CREATE UNIQUE INDEX "payment_intents_memo_key" ON "payment_intents"("memo");

-- CreateIndex
CREATE UNIQUE INDEX "payment_intents_claim_hash_key" ON "payment_intents"("claim_hash");

-- CreateIndex
CREATE INDEX "payment_intents_expires_at_idx" ON "payment_intents"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "payments_tx_signature_key" ON "payments"("tx_signature");

-- CreateIndex
CREATE UNIQUE INDEX "payments_intent_id_key" ON "payments"("intent_id");

-- CreateIndex
CREATE INDEX "payments_api_key_id_idx" ON "payments"("api_key_id");

-- CreateIndex
CREATE UNIQUE INDEX "email_confirmations_token_hash_key" ON "email_confirmations"("token_hash");

-- CreateIndex
CREATE INDEX "email_confirmations_email_hash_idx" ON "email_confirmations"("email_hash");

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_intent_id_fkey" FOREIGN KEY ("intent_id") REFERENCES "payment_intents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_api_key_id_fkey" FOREIGN KEY ("api_key_id") REFERENCES "api_keys"("id") ON DELETE SET NULL ON UPDATE CASCADE;

