-- CreateTable
CREATE TABLE "operator_sightings" (
    "wallet" TEXT NOT NULL,
    "mint" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "cluster_type" TEXT,
    "slot" BIGINT,
    "recommendation" TEXT NOT NULL,
    "seen_at" TIMESTAMPTZ(3) NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "operator_sightings_pkey" PRIMARY KEY ("wallet","mint")
);

-- CreateIndex
CREATE INDEX "operator_sightings_mint_idx" ON "operator_sightings"("mint");

-- CreateIndex
CREATE INDEX "operator_sightings_wallet_seen_at_idx" ON "operator_sightings"("wallet", "seen_at" DESC);

-- Backfill: index the reports already stored, by the rule of
-- server/services/operators/collect-operators.ts (one row per wallet and mint;
-- a deployer that also funds a group is the deployer; a funder keeps its first
-- cluster's type, live clusters before exited groups).
INSERT INTO "operator_sightings" ("wallet", "mint", "role", "cluster_type", "slot", "recommendation", "seen_at")
SELECT DISTINCT ON (o."wallet", r."mint")
    o."wallet", r."mint", o."role", o."cluster_type",
    CASE WHEN jsonb_typeof(r."report"->'slot') = 'number' THEN (r."report"->>'slot')::BIGINT END,
    r."recommendation", r."computed_at"
FROM "scan_reports" r
CROSS JOIN LATERAL (
    SELECT r."report"->'deployer'->>'creator' AS "wallet", 'deployer' AS "role", NULL::TEXT AS "cluster_type", 0::BIGINT AS "rank"
    UNION ALL
    SELECT c."value"->>'master_full', 'cluster_funder', c."value"->>'type', c."ordinality"
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r."report"->'coordinated_clusters') = 'array' THEN r."report"->'coordinated_clusters' ELSE '[]'::JSONB END)
        WITH ORDINALITY AS c("value", "ordinality")
    UNION ALL
    SELECT e."value"->>'master_full', 'cluster_funder', 'exited', 1000000 + e."ordinality"
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r."report"->'exited_clusters') = 'array' THEN r."report"->'exited_clusters' ELSE '[]'::JSONB END)
        WITH ORDINALITY AS e("value", "ordinality")
) o
WHERE o."wallet" IS NOT NULL
ORDER BY o."wallet", r."mint", o."rank";
