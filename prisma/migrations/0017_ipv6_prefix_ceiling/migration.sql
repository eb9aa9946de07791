-- The per-/48 IPv6 ceiling kept in PostgreSQL like every other limit (issue 28
-- item 3): each instance used to keep its own /48 -> /64s map in memory, so N
-- instances admitted N x the ceiling and a restart forgot it. A /64 admitted
-- this month is a row here; the /48's admitted count is its usage_counters row
-- ("v6-48:<prefix>", the month), taken atomically before the member is written.

-- CreateTable
CREATE TABLE "ipv6_prefix_members" (
    "period" TEXT NOT NULL,
    "prefix48" TEXT NOT NULL,
    "prefix64" TEXT NOT NULL,
    "admitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ipv6_prefix_members_pkey" PRIMARY KEY ("period","prefix48","prefix64")
);
