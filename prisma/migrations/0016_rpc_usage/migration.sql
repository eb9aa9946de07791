-- The RPC bill (issue 28 item 5): what every trace done for a caller cost at
-- the RPC edge (calls per method and stage, credits under the configured price
-- list), and the per-minute credit counter RPC_CREDITS_PER_MINUTE is kept in,
-- shared by every instance (docs/operations.md "RPC bill").

-- CreateTable
CREATE TABLE "rpc_usage" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "work" TEXT NOT NULL,
    "caller_kind" TEXT NOT NULL,
    "mint" TEXT,
    "calls" INTEGER NOT NULL,
    "credits" DOUBLE PRECISION NOT NULL,
    "prices" TEXT NOT NULL,
    "by_method" JSONB NOT NULL,
    "by_stage" JSONB NOT NULL,
    "cached" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "rpc_usage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rpc_credit_minutes" (
    "minute" TIMESTAMPTZ(3) NOT NULL,
    "spent" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "free_deferred" INTEGER NOT NULL DEFAULT 0,
    "free_refused" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "rpc_credit_minutes_pkey" PRIMARY KEY ("minute")
);

-- CreateIndex
CREATE INDEX "rpc_usage_at_idx" ON "rpc_usage"("at");
