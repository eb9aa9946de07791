-- Issue 28 item 3: the watch RPC budget shared fairly among keys, and e-mail
-- alerts only to addresses confirmed by a link (docs/decisions.md "Watch:
-- fair share and confirmed e-mail").

-- The calls each key was charged in a minute (beside watch_rpc_minutes, the
-- total): the fair share is decided from these, on every instance alike.
-- CreateTable
CREATE TABLE "watch_rpc_key_minutes" (
    "minute" TIMESTAMPTZ(3) NOT NULL,
    "api_key_id" TEXT NOT NULL,
    "calls" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "watch_rpc_key_minutes_pkey" PRIMARY KEY ("minute","api_key_id")
);

-- One row per key and e-mail address (lower-cased): unconfirmed until the
-- e-mailed link is used. Only the link token's sha256 is stored; sent_at
-- bounds the confirmation mails to one an hour. Addresses of watches made
-- before this migration have no row: they are unconfirmed, and registering
-- the address again sends their link.
-- CreateTable
CREATE TABLE "watch_emails" (
    "api_key_id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "token_hash" CHAR(64),
    "token_expires_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "confirmed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "watch_emails_pkey" PRIMARY KEY ("api_key_id","email")
);

-- CreateIndex
CREATE UNIQUE INDEX "watch_emails_token_hash_key" ON "watch_emails"("token_hash");
