-- Deployer base rate (issue 33 item 3): each creator's launch record as of its
-- newest stored report, so a deployer's record can be judged against the
-- records of the creators this service has scanned with as many launches
-- (docs/scoring.md "Deployer base rate"). Counts of the creator's EARLIER
-- launches: judged (sampled), dead, whose pump-and-dump could be judged, pump-
-- and-dumps, and launches its own funded wallets dumped.

-- CreateTable
CREATE TABLE "deployer_records" (
    "creator" TEXT NOT NULL,
    "mint" TEXT NOT NULL,
    "sampled" INTEGER NOT NULL,
    "dead" INTEGER NOT NULL,
    "pump_known" INTEGER NOT NULL,
    "pump_and_dumps" INTEGER NOT NULL,
    "insider_dumped" INTEGER NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deployer_records_pkey" PRIMARY KEY ("creator")
);

-- CreateIndex
CREATE INDEX "deployer_records_sampled_idx" ON "deployer_records"("sampled");

-- Backfill: the newest non-degraded stored report of each creator with at least
-- one judged earlier launch (the rule of server/services/scan/scan/deployer-records.ts).
-- Reports stored before base_rate existed count no insider dumps (none were read then).
INSERT INTO "deployer_records" ("creator", "mint", "sampled", "dead", "pump_known", "pump_and_dumps", "insider_dumped", "recorded_at")
SELECT DISTINCT ON (d."creator")
    d."creator", r."mint", d."sampled", d."dead",
    (SELECT count(*)::INTEGER FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r."report"->'deployer'->'launches') = 'array' THEN r."report"->'deployer'->'launches' ELSE '[]'::JSONB END) l
        WHERE jsonb_typeof(l->'pump_and_dump') = 'boolean'),
    COALESCE((r."report"->'deployer'->>'pump_and_dumps')::INTEGER, 0),
    COALESCE((r."report"->'deployer'->'base_rate'->>'insider_dumped_launches')::INTEGER, 0),
    r."computed_at"
FROM "scan_reports" r
CROSS JOIN LATERAL (
    SELECT r."report"->'deployer'->>'creator' AS "creator",
        CASE WHEN jsonb_typeof(r."report"->'deployer'->'sampled') = 'number' THEN (r."report"->'deployer'->>'sampled')::INTEGER ELSE 0 END AS "sampled",
        CASE WHEN jsonb_typeof(r."report"->'deployer'->'dead') = 'number' THEN (r."report"->'deployer'->>'dead')::INTEGER ELSE 0 END AS "dead"
) d
WHERE NOT r."degraded" AND d."creator" IS NOT NULL AND d."sampled" > 0
ORDER BY d."creator", r."computed_at" DESC;
