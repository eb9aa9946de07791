// Operator memory as a use case: index a stored report's operators (inside the
// transaction that stores the report) and read them back for a report being
// served or for GET /api/operator. Served reports re-read the index on every
// answer, warm ones included: operators are "as of now", at the cost of one
// indexed query (findOperatorSightings) per answer.
import { findOperatorSightings, replaceOperatorSightings, type SightingRow, type WalletSightings } from "@/server/platform/db/operator-sightings";
import type { Prisma } from "@/server/platform/db/generated/client";
import { OPERATOR_SEEN_IN_LIMIT, type OperatorEntry, type OperatorResponse, type OperatorSighting } from "@/server/contracts/operator";
import type { Recommendation } from "@/server/contracts/scan-report";
import type { EngineReport } from "@/server/engine/report-types";
import { collectOperators } from "@/server/services/analytics/operators/collect-operators";

type Db = Prisma.TransactionClient;

/** Rewrites the mint's index rows from this report; call in the report's own transaction. */
export async function recordOperators(tx: Db, report: EngineReport): Promise<void> {
  const facts = { mint: report.mint, slot: report.slot, recommendation: report.recommendation, seenAt: new Date(report.computed_at * 1000) };
  await replaceOperatorSightings(tx, facts, collectOperators(report));
}

/** The report's operators[]: each operator's sightings in OTHER mints. */
export async function readReportOperators(db: Db, report: EngineReport): Promise<OperatorEntry[]> {
  const operators = collectOperators(report);
  if (operators.length === 0) return [];
  const found = await findOperatorSightings(
    db,
    operators.map((o) => o.wallet),
    report.mint,
    OPERATOR_SEEN_IN_LIMIT,
  );
  return operators.map((o) => {
    const seen = found.get(o.wallet);
    return { wallet: o.wallet, role: o.role, seen_count: seen?.seenCount ?? 0, seen_in: (seen?.seenIn ?? []).map(toSighting) };
  });
}

/** GET /api/operator: one wallet's sightings in every mint. */
export async function lookupOperator(db: Db, wallet: string): Promise<OperatorResponse> {
  const seen: WalletSightings | undefined = (await findOperatorSightings(db, [wallet], null, OPERATOR_SEEN_IN_LIMIT)).get(wallet);
  const roles: OperatorResponse["roles"] = [];
  if (seen?.asDeployer) roles.push("deployer");
  if (seen?.asFunder) roles.push("cluster_funder");
  return { wallet, roles, seen_count: seen?.seenCount ?? 0, seen_in: (seen?.seenIn ?? []).map(toSighting) };
}

function toSighting(row: SightingRow): OperatorSighting {
  return {
    mint: row.mint,
    role: row.role,
    ...(row.role === "cluster_funder" && row.clusterType ? { cluster_type: row.clusterType as OperatorSighting["cluster_type"] } : {}),
    slot: row.slot,
    recommendation: row.recommendation as Recommendation,
  };
}
