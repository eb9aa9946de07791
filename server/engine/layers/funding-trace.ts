// Funding trace: holders that share a funding wallet at hop 1..N form a
// `funding` cluster keyed by the nearest shared funder (see funding-groups.ts).
// Exchange-like funders are dead ends (funding-graph.ts), so they never key one.
import { countWallets, describeEvidence, formatPct, pctOf, shortAddress, unique } from "@/server/engine/format";
import { findFundingGroups, type FundingGroup } from "@/server/engine/funding-groups";
import { traceHolders } from "@/server/engine/funding-graph";
import type { Layer, ScoreContribution } from "@/server/engine/layer-types";
import type { Cluster } from "@/server/contracts/scan-report";
import { getClusterPoints } from "@/server/engine/scoring/cluster-points";
import type { TokenSnapshot } from "@/server/engine/snapshot";
import { getHoldersByOwner, getSupply, sumHoldings } from "@/server/engine/snapshot-helpers";

function describeMaster(group: FundingGroup, snapshot: TokenSnapshot): string {
  const short = shortAddress(group.master);
  if (snapshot.deployer.status === "ok" && snapshot.deployer.creator === group.master) return `the deployer ${short}`;
  const holder = getHoldersByOwner(snapshot).get(group.master);
  return holder ? `holder #${holder.rank} ${short}` : short;
}

function toCluster(group: FundingGroup, index: number, snapshot: TokenSnapshot): Cluster {
  const owners = group.members.map((member) => member.owner);
  const combinedPct = pctOf(sumHoldings(snapshot, owners), getSupply(snapshot));
  return {
    id: `funding-${index + 1}`,
    type: "funding",
    wallet_count: owners.length,
    combined_pct: combinedPct,
    master_full: group.master,
    evidence_txs: unique(group.members.flatMap((member) => member.path)),
    members: owners,
    hops: Math.max(...group.members.map((member) => member.hop)),
    points: getClusterPoints("funding", combinedPct, owners.length),
  };
}

function toContribution(cluster: Cluster, group: FundingGroup, snapshot: TokenSnapshot): ScoreContribution {
  const hops = cluster.hops ?? 1;
  const reason =
    `funding cluster: ${countWallets(cluster.wallet_count)} (${formatPct(cluster.combined_pct)} of supply) ` +
    `funded by ${describeMaster(group, snapshot)} (${hops} hop${hops === 1 ? "" : "s"}) — ${describeEvidence(cluster.evidence_txs)}`;
  return { layer: "funding_trace", points: cluster.points, reason, evidence: cluster.evidence_txs };
}

export const fundingTraceLayer: Layer<"funding_trace"> = {
  id: "funding_trace",
  requires: ["holders", "funders", "liquidityAccounts", "mintInfo", "deployer"],
  evaluate(snapshot, config) {
    const groups = findFundingGroups(traceHolders(snapshot, config), config);
    const clusters = groups.map((group, index) => toCluster(group, index, snapshot));
    const contributions = clusters.map((cluster, index) => toContribution(cluster, groups[index], snapshot));
    return { findings: { clusters }, contributions, notes: [] };
  },
};
