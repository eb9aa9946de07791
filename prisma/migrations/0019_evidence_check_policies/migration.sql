-- Issue 30: the evidence a report rests on, stored with it, and the pre-trade
-- gate's per-key policies (docs/decisions.md "Evidence packs", "Pre-trade gate").

-- What the engine says the report rests on (server/engine/evidence): rules,
-- claims, cited transactions with their slots, coverage. Unsigned: a pack is
-- signed when it is served, by the key the service holds then (never stored).
-- Reports stored before this migration have none; their next trace writes it.
-- AlterTable
ALTER TABLE "scan_reports" ADD COLUMN "evidence" JSONB;

-- One policy per API key for POST /api/check (PUT /api/check/policy): the
-- thresholds per flag, the recommendation that blocks, fail-closed.
-- CreateTable
CREATE TABLE "check_policies" (
    "api_key_id" TEXT NOT NULL,
    "policy" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "check_policies_pkey" PRIMARY KEY ("api_key_id")
);

-- AddForeignKey
ALTER TABLE "check_policies" ADD CONSTRAINT "check_policies_api_key_id_fkey" FOREIGN KEY ("api_key_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE CASCADE;
