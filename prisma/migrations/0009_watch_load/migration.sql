-- AlterTable
ALTER TABLE "watch_deliveries" ADD COLUMN     "claimed_by" TEXT,
ADD COLUMN     "claimed_until" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "watch_rpc_minutes" (
    "minute" TIMESTAMPTZ(3) NOT NULL,
    "calls" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "watch_rpc_minutes_pkey" PRIMARY KEY ("minute")
);
