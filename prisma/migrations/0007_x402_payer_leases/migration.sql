-- CreateTable
CREATE TABLE "x402_payer_leases" (
    "payer" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "x402_payer_leases_pkey" PRIMARY KEY ("payer")
);
