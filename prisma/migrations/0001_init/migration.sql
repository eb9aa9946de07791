-- CreateEnum
CREATE TYPE "scan_source" AS ENUM ('pre_indexed', 'real_time');

-- CreateTable
CREATE TABLE "scan_reports" (
    "mint" TEXT NOT NULL,
    "report" JSONB NOT NULL,
    "cabal_score" INTEGER NOT NULL,
    "recommendation" TEXT NOT NULL,
    "degraded" BOOLEAN NOT NULL,
    "computed_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "scan_reports_pkey" PRIMARY KEY ("mint")
);

-- CreateTable
CREATE TABLE "scan_events" (
    "id" BIGSERIAL NOT NULL,
    "mint" TEXT NOT NULL,
    "source" "scan_source" NOT NULL,
    "cabal_score" INTEGER NOT NULL,
    "recommendation" TEXT NOT NULL,
    "duration_ms" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "scan_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "scan_reports_computed_at_idx" ON "scan_reports"("computed_at");

-- CreateIndex
CREATE INDEX "scan_events_created_at_idx" ON "scan_events"("created_at" DESC);
