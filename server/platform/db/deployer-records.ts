// Deployer records (issue 33 item 3): one row per creator, its record of
// earlier launches as of its newest stored report, written in the report's own
// transaction; summed per launch count for the base rates its peers are judged
// against (docs/scoring.md "Deployer base rate").
import type { Prisma } from "@/server/platform/db/generated/client";

export interface DeployerRecordInput {
  creator: string;
  mint: string;
  sampled: number;
  dead: number;
  pumpKnown: number;
  pumpAndDumps: number;
  insiderDumped: number;
}

/** Per number of judged earlier launches: creators and their summed counts. */
export interface LaunchCountTotals {
  sampled: number;
  creators: number;
  deadLaunches: number;
  pumpKnownLaunches: number;
  pumpAndDumps: number;
}

/** The creator's record is the one of its newest stored report. */
export async function upsertDeployerRecord(db: Prisma.TransactionClient, record: DeployerRecordInput): Promise<void> {
  const { creator, ...counts } = record;
  await db.deployerRecord.upsert({ where: { creator }, create: record, update: { ...counts, recordedAt: new Date() } });
}

/** One GROUP BY over the (small, indexed) table: the distinct launch counts are few. */
export async function sumDeployerRecords(db: Prisma.TransactionClient): Promise<LaunchCountTotals[]> {
  const rows = await db.deployerRecord.groupBy({
    by: ["sampled"],
    _count: { _all: true },
    _sum: { dead: true, pumpKnown: true, pumpAndDumps: true },
    orderBy: { sampled: "asc" },
  });
  return rows.map((r) => ({
    sampled: r.sampled,
    creators: r._count._all,
    deadLaunches: r._sum.dead ?? 0,
    pumpKnownLaunches: r._sum.pumpKnown ?? 0,
    pumpAndDumps: r._sum.pumpAndDumps ?? 0,
  }));
}
