-- Publishable keys (issue 20 item 5): scan-only keys for the badge widget,
-- limited to the origins their owner lists, spending the parent key's credit.

-- CreateTable
CREATE TABLE "publishable_keys" (
    "id" TEXT NOT NULL,
    "api_key_id" TEXT NOT NULL,
    "short_token" TEXT NOT NULL,
    "secret_hash" CHAR(64) NOT NULL,
    "origins" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "publishable_keys_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "publishable_keys_short_token_key" ON "publishable_keys"("short_token");

-- CreateIndex
CREATE INDEX "publishable_keys_api_key_id_idx" ON "publishable_keys"("api_key_id");
