-- Per-minute (and hourly) limits shared by every app instance (issue 18 item 9):
-- one row per limited key, its current fixed window, updated in place.
CREATE TABLE "rate_limits" (
    "key" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "used" INTEGER NOT NULL,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits"("window_start");

-- The public "recent scans" feed (issue 18 item 14): the latest ANONYMOUS scan
-- answer of each mint, so the feed never reveals what a key holder or a paying
-- caller asked for (scan_events records every scan, whoever asked).
CREATE TABLE "public_scans" (
    "mint" TEXT NOT NULL,
    "source" "scan_source" NOT NULL,
    "cabal_score" INTEGER NOT NULL,
    "recommendation" TEXT NOT NULL,
    "duration_ms" INTEGER NOT NULL,
    "scanned_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "public_scans_pkey" PRIMARY KEY ("mint")
);

-- CreateIndex
CREATE INDEX "public_scans_scanned_at_idx" ON "public_scans"("scanned_at");
