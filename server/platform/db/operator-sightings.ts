// Operator memory (issue 22 item 3): which stored reports named a wallet as
// deployer or as a cluster's single funder. Rows are replaced together with
// their mint's report (same transaction, see upsertScanReport's caller), so
// the index never describes a report that is not the stored one.
import { Prisma } from "@/server/platform/db/generated/client";

export type OperatorRole = "deployer" | "cluster_funder";

export interface OperatorSightingInput {
  wallet: string;
  role: OperatorRole;
  /** the first such cluster's type when role is cluster_funder */
  clusterType: string | null;
}

export interface OperatorReportFacts {
  mint: string;
  slot: number | null;
  recommendation: string;
  /** the report's computed_at */
  seenAt: Date;
}

export interface SightingRow {
  mint: string;
  role: OperatorRole;
  clusterType: string | null;
  slot: number | null;
  recommendation: string;
  seenAt: Date;
}

export interface WalletSightings {
  /** sightings in every matching mint, not only the listed ones */
  seenCount: number;
  /** seen as deployer / as cluster funder in some matching mint */
  asDeployer: boolean;
  asFunder: boolean;
  /** newest first, at most the limit asked */
  seenIn: SightingRow[];
}

/** Replaces the mint's sightings by these (one row per wallet; the caller dedupes). */
export async function replaceOperatorSightings(tx: Prisma.TransactionClient, report: OperatorReportFacts, sightings: OperatorSightingInput[]): Promise<void> {
  await tx.operatorSighting.deleteMany({ where: { mint: report.mint } });
  if (sightings.length === 0) return;
  const slot = report.slot === null ? null : BigInt(report.slot);
  await tx.operatorSighting.createMany({
    data: sightings.map((s) => ({ wallet: s.wallet, mint: report.mint, role: s.role, clusterType: s.clusterType, slot, recommendation: report.recommendation, seenAt: report.seenAt })),
    skipDuplicates: true,
  });
}

interface RawRow {
  wallet: string;
  mint: string;
  role: string;
  cluster_type: string | null;
  slot: bigint | null;
  recommendation: string;
  seen_at: Date;
  seen_count: number;
  as_deployer: boolean;
  as_funder: boolean;
}

/** Every wallet's sightings outside `excludeMint` (null: all mints), newest first
 * (report time, then the later written of two reports computed in the same second),
 * at most `limit` listed per wallet: ONE statement served by the (wallet, seen_at)
 * index, so a warm report pays one query for all its operators. Wallets never
 * seen are absent from the map. */
export async function findOperatorSightings(db: Prisma.TransactionClient, wallets: string[], excludeMint: string | null, limit: number): Promise<Map<string, WalletSightings>> {
  const found = new Map<string, WalletSightings>();
  if (wallets.length === 0) return found;
  const exclude = excludeMint === null ? Prisma.empty : Prisma.sql`AND "mint" <> ${excludeMint}`;
  const rows = await db.$queryRaw<RawRow[]>`
    SELECT * FROM (
      SELECT "wallet", "mint", "role", "cluster_type", "slot", "recommendation", "seen_at",
        row_number() OVER (PARTITION BY "wallet" ORDER BY "seen_at" DESC, "recorded_at" DESC, "mint") AS rn,
        (count(*) OVER (PARTITION BY "wallet"))::int AS seen_count,
        bool_or("role" = 'deployer') OVER (PARTITION BY "wallet") AS as_deployer,
        bool_or("role" = 'cluster_funder') OVER (PARTITION BY "wallet") AS as_funder
      FROM "operator_sightings"
      WHERE "wallet" IN (${Prisma.join(wallets)}) ${exclude}
    ) ranked
    WHERE rn <= ${limit}
    ORDER BY "wallet", rn`;
  for (const row of rows) {
    let entry = found.get(row.wallet);
    if (!entry) {
      entry = { seenCount: Number(row.seen_count), asDeployer: row.as_deployer, asFunder: row.as_funder, seenIn: [] };
      found.set(row.wallet, entry);
    }
    entry.seenIn.push({
      mint: row.mint,
      role: row.role as OperatorRole,
      clusterType: row.cluster_type,
      slot: row.slot === null ? null : Number(row.slot),
      recommendation: row.recommendation,
      seenAt: new Date(row.seen_at),
    });
  }
  return found;
}
