-- Outcome checkpoints (issue 31): every scanned mint is re-read at fixed
-- checkpoints after its first scan and labelled rugged | dumped | abandoned |
-- alive (docs/accuracy.md "Live outcomes").

-- CreateTable
CREATE TABLE "outcome_cases" (
    "mint" TEXT NOT NULL,
    "first_scan_at" TIMESTAMPTZ(3) NOT NULL,
    "report" JSONB NOT NULL,
    "recommendation" TEXT NOT NULL,
    "cabal_score" INTEGER NOT NULL,
    "flags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "scheduled" BOOLEAN NOT NULL DEFAULT false,
    "demo" BOOLEAN NOT NULL DEFAULT false,
    "state" JSONB,
    "next_due_at" TIMESTAMPTZ(3),
    "locked_by" TEXT,
    "locked_until" TIMESTAMPTZ(3),
    "reads" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outcome_cases_pkey" PRIMARY KEY ("mint")
);

-- CreateTable
CREATE TABLE "outcome_checkpoints" (
    "mint" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "stands_for" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "checked_at" TIMESTAMPTZ(3),
    "label" TEXT,
    "evidence" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "facts" JSONB,

    CONSTRAINT "outcome_checkpoints_pkey" PRIMARY KEY ("mint","name")
);

-- CreateTable
CREATE TABLE "outcome_calibrations" (
    "id" BIGSERIAL NOT NULL,
    "fitted_at" TIMESTAMPTZ(3) NOT NULL,
    "method" TEXT NOT NULL,
    "sample_size" INTEGER NOT NULL,
    "rugged" INTEGER NOT NULL,
    "demo" BOOLEAN NOT NULL,
    "model" JSONB NOT NULL,

    CONSTRAINT "outcome_calibrations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outcome_rpc_minutes" (
    "minute" TIMESTAMPTZ(3) NOT NULL,
    "calls" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "outcome_rpc_minutes_pkey" PRIMARY KEY ("minute")
);

-- CreateIndex
CREATE INDEX "outcome_cases_next_due_at_idx" ON "outcome_cases"("next_due_at");

-- CreateIndex
CREATE INDEX "outcome_cases_scheduled_idx" ON "outcome_cases"("scheduled");

-- CreateIndex
CREATE INDEX "outcome_checkpoints_stands_for_label_idx" ON "outcome_checkpoints"("stands_for", "label");

-- CreateIndex
CREATE INDEX "outcome_calibrations_fitted_at_idx" ON "outcome_calibrations"("fitted_at");

-- AddForeignKey
ALTER TABLE "outcome_checkpoints" ADD CONSTRAINT "outcome_checkpoints_mint_fkey" FOREIGN KEY ("mint") REFERENCES "outcome_cases"("mint") ON DELETE CASCADE ON UPDATE CASCADE;

-- Enrolment. Every path that stores a report (a caller's scan, a batch row,
-- the indexer's rescan, another instance running older code) writes
-- scan_reports; enrolling here, in the same transaction as that write, means
-- no path can forget it and the case keeps the FIRST complete report as the
-- scan being judged (later rescans never replace it: ON CONFLICT DO NOTHING).
-- A degraded report is not a baseline to judge against: the first complete
-- one enrols the mint. The worker (server/services/outcomes) schedules the
-- checkpoints from its own configuration; this function knows none of it.
CREATE FUNCTION "enroll_outcome_case"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW."degraded" THEN
    INSERT INTO "outcome_cases" ("mint", "first_scan_at", "report", "recommendation", "cabal_score")
    VALUES (NEW."mint", NEW."computed_at", NEW."report", NEW."recommendation", NEW."cabal_score")
    ON CONFLICT ("mint") DO NOTHING;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "scan_reports_enroll_outcome" AFTER INSERT OR UPDATE ON "scan_reports"
    FOR EACH ROW EXECUTE FUNCTION "enroll_outcome_case"();
