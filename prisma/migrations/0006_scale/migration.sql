-- CreateTable
CREATE TABLE "trace_leases" (
    "mint" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "trace_leases_pkey" PRIMARY KEY ("mint")
);

-- CreateTable
CREATE TABLE "map_data" (
    "mint" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "degraded" BOOLEAN NOT NULL,
    "observed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "map_data_pkey" PRIMARY KEY ("mint")
);
