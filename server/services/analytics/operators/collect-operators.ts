// Which wallets of a report are operators (docs/decisions.md "Operator memory"):
// the deployer and the single funder (master_full) of every cluster, live or
// exited. Pure: the same list is indexed when a report is stored and looked
// up when it is served.
import type { OperatorSightingInput } from "@/server/platform/db/operator-sightings";
import type { EngineReport } from "@/server/engine/report-types";

/** One entry per wallet, deployer first, then funders in report order (live clusters, then exited).
 * A wallet that is the deployer and also a funder is the deployer; a funder of several
 * clusters keeps its first cluster's type. */
export function collectOperators(report: Pick<EngineReport, "deployer" | "coordinated_clusters" | "exited_clusters">): OperatorSightingInput[] {
  const byWallet = new Map<string, OperatorSightingInput>();
  const creator = report.deployer.creator;
  if (creator) byWallet.set(creator, { wallet: creator, role: "deployer", clusterType: null });
  const funders = [
    ...report.coordinated_clusters.map((c) => ({ wallet: c.master_full, type: c.type as string })),
    // reports stored before exited groups existed have no such field
    ...(report.exited_clusters ?? []).map((c) => ({ wallet: c.master_full, type: c.type as string })),
  ];
  for (const { wallet, type } of funders) {
    if (wallet && !byWallet.has(wallet)) byWallet.set(wallet, { wallet, role: "cluster_funder", clusterType: type });
  }
  return [...byWallet.values()];
}
