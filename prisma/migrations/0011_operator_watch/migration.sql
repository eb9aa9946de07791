-- Operator watch (docs/decisions.md "Beyond one slot and one snapshot"): a
-- watch names a mint or an operator wallet, never both.

-- AlterTable
ALTER TABLE "watches" ADD COLUMN     "wallet" TEXT,
ALTER COLUMN "mint" DROP NOT NULL;

-- Exactly one target per watch (Prisma cannot declare a CHECK; it is kept here).
ALTER TABLE "watches" ADD CONSTRAINT "watches_one_target" CHECK (("mint" IS NULL) <> ("wallet" IS NULL));

-- CreateTable
CREATE TABLE "watched_operators" (
    "wallet" TEXT NOT NULL,
    "state" JSONB NOT NULL,
    "last_polled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "watched_operators_pkey" PRIMARY KEY ("wallet")
);

-- CreateIndex
CREATE INDEX "watches_wallet_idx" ON "watches"("wallet");
