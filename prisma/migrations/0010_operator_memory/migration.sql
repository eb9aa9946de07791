-- CreateTable
CREATE TABLE "operator_sightings" (
    "wallet" TEXT NOT NULL,
    "mint" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "cluster_type" TEXT,
    "slot" BIGINT,
    "recommendation" TEXT NOT NULL,
    "seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "operator_sightings_pkey" PRIMARY KEY ("wallet","mint")
);

-- CreateIndex
CREATE INDEX "operator_sightings_mint_idx" ON "operator_sightings"("mint");

-- CreateIndex
CREATE INDEX "operator_sightings_wallet_seen_at_idx" ON "operator_sightings"("wallet", "seen_at" DESC);
