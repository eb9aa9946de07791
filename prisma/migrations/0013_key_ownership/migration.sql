-- Keys belong to who bought them (issue 28 item 2). Only the payment that
-- created a key proves its ownership (top-ups, add-on and x402 payments credit
-- a key but never reissue it); a wallet proves it paid by signing a one-time
-- challenge the server issued; a rotation disowns every proof made before it.

-- AlterTable
ALTER TABLE "api_keys" ADD COLUMN "origin_payment_id" TEXT,
ADD COLUMN "proofs_valid_from" TIMESTAMPTZ(3);

-- The payment that created each existing key: recorded in the key's own transaction with
-- the key's creation time (a top-up of a free or operator-issued key comes later: never its origin).
UPDATE "api_keys" k SET "origin_payment_id" = p."id"
FROM "payments" p
WHERE p."api_key_id" = k."id" AND p."created_at" = k."created_at" AND p."purpose" IN ('key_payg', 'key_unlimited');

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_origin_payment_id_key" ON "api_keys"("origin_payment_id");

-- CreateTable
CREATE TABLE "ownership_challenges" (
    "id" TEXT NOT NULL,
    "nonce_hash" CHAR(64) NOT NULL,
    "tx_signature" TEXT NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "ownership_challenges_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ownership_challenges_nonce_hash_key" ON "ownership_challenges"("nonce_hash");

-- CreateIndex
CREATE INDEX "ownership_challenges_expires_at_idx" ON "ownership_challenges"("expires_at");
