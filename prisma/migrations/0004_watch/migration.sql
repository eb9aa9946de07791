-- AlterEnum
ALTER TYPE "payment_purpose" ADD VALUE 'screen_list';

-- CreateTable
CREATE TABLE "watches" (
    "id" TEXT NOT NULL,
    "api_key_id" TEXT NOT NULL,
    "mint" TEXT NOT NULL,
    "webhook_url" TEXT,
    "email" TEXT,
    "secret_enc" TEXT,
    "events" TEXT[],
    "status" TEXT NOT NULL DEFAULT 'active',
    "last_delivery_at" TIMESTAMPTZ(3),
    "last_delivery_status" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "watches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "watched_mints" (
    "mint" TEXT NOT NULL,
    "state" JSONB NOT NULL,
    "last_polled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "watched_mints_pkey" PRIMARY KEY ("mint")
);

-- CreateTable
CREATE TABLE "watch_incidents" (
    "id" TEXT NOT NULL,
    "dedupe_key" TEXT NOT NULL,
    "mint" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "slot" BIGINT NOT NULL,
    "data" JSONB NOT NULL,
    "detected_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "watch_incidents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "watch_deliveries" (
    "id" TEXT NOT NULL,
    "incident_id" TEXT NOT NULL,
    "watch_id" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_status_code" INTEGER,
    "last_response" TEXT,
    "last_attempt_at" TIMESTAMPTZ(3),
    "delivered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "watch_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "jobs" (
    "id" BIGSERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "dedupe_key" TEXT,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "run_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "locked_by" TEXT,
    "locked_until" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "screen_list_entries" (
    "api_key_id" TEXT NOT NULL,
    "wallet" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "added_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "screen_list_entries_pkey" PRIMARY KEY ("api_key_id","wallet")
);

-- CreateTable
CREATE TABLE "key_addons" (
    "api_key_id" TEXT NOT NULL,
    "addon" TEXT NOT NULL,
    "enabled_until" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "key_addons_pkey" PRIMARY KEY ("api_key_id","addon")
);

-- CreateIndex
CREATE INDEX "watches_api_key_id_idx" ON "watches"("api_key_id");

-- CreateIndex
CREATE INDEX "watches_mint_idx" ON "watches"("mint");

-- CreateIndex
CREATE UNIQUE INDEX "watch_incidents_dedupe_key_key" ON "watch_incidents"("dedupe_key");

-- CreateIndex
CREATE INDEX "watch_incidents_mint_idx" ON "watch_incidents"("mint");

-- CreateIndex
CREATE INDEX "watch_deliveries_watch_id_idx" ON "watch_deliveries"("watch_id");

-- CreateIndex
CREATE UNIQUE INDEX "watch_deliveries_incident_id_watch_id_key" ON "watch_deliveries"("incident_id", "watch_id");

-- CreateIndex
CREATE UNIQUE INDEX "jobs_dedupe_key_key" ON "jobs"("dedupe_key");

-- CreateIndex
CREATE INDEX "jobs_status_run_at_idx" ON "jobs"("status", "run_at");

-- AddForeignKey
ALTER TABLE "watch_deliveries" ADD CONSTRAINT "watch_deliveries_incident_id_fkey" FOREIGN KEY ("incident_id") REFERENCES "watch_incidents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "watch_deliveries" ADD CONSTRAINT "watch_deliveries_watch_id_fkey" FOREIGN KEY ("watch_id") REFERENCES "watches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
