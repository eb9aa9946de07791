// The holder graph behind /map, built from one trace's report and snapshot so
// every bubble and line carries the same evidence as the report. Pure.
import type { Cluster } from "@/server/contracts/scan-report";
import type { EngineReport } from "@/server/engine/report-types";
import type { Address, TokenSnapshot } from "@/server/engine/snapshot";
import { buildNodeEvidence } from "@/server/services/map/build-map-evidence";
import { exitedMembership, ghostHolding, toMapExited } from "@/server/services/map/build-map-ghosts";
import { buildFundingLinks, buildSharedSlotLinks } from "@/server/services/map/build-map-links";
import { buildTimeline } from "@/server/services/map/map-timeline";
import { CLUSTER_ROLE } from "@/server/services/map/cluster-role";
import type { MapData, MapLink, MapNode, MapRole } from "@/server/contracts/map-data";

/** A holder in several clusters is coloured by the one that scored most; an exited group's member
 * (never also in a live cluster, by the decisions) as exited. */
function clusterRoles(clusters: Cluster[], exited: Map<Address, string[]>): Map<Address, MapRole> {
  const roles = new Map<Address, MapRole>();
  for (const cluster of [...clusters].sort((a, b) => b.points - a.points)) {
    for (const member of cluster.members) if (!roles.has(member)) roles.set(member, CLUSTER_ROLE[cluster.type]);
  }
  for (const member of exited.keys()) if (!roles.has(member)) roles.set(member, "exited");
  return roles;
}

function holderNodes(report: EngineReport, roles: Map<Address, MapRole>, exited: Map<Address, string[]>): MapNode[] {
  const creator = report.deployer.creator;
  const exchangeFunded = new Set(report.filtered_clusters.flatMap((f) => f.members));
  const byId = new Map<Address, MapNode>();
  for (const holder of report.holders) {
    const existing = byId.get(holder.owner);
    if (existing) {
      // one owner, several token accounts (a pool authority with two vaults): one bubble
      existing.pct = existing.pct === null || holder.pct === null ? null : existing.pct + holder.pct;
      existing.amount = existing.amount === null || holder.amount === null ? null : existing.amount + holder.amount;
      continue;
    }
    const role: MapRole = holder.is_pool
      ? "pool"
      : (roles.get(holder.owner) ?? (holder.owner === creator ? "deployer" : exchangeFunded.has(holder.owner) ? "exchange_funded" : "holder"));
    byId.set(holder.owner, {
      id: holder.owner,
      role,
      label: holder.label,
      rank: holder.rank,
      pct: holder.pct,
      amount: holder.amount,
      cluster_ids: [...holder.cluster_ids, ...(exited.get(holder.owner) ?? [])],
      traced: holder.traced,
      funded_holders: 0,
      exited: exited.has(holder.owner),
      evidence: [],
    });
  }
  return [...byId.values()];
}

function walletNode(id: Address, role: MapRole, label: string | null): MapNode {
  return { id, role, label, rank: null, pct: null, amount: null, cluster_ids: [], traced: false, funded_holders: 0, exited: false, evidence: [] };
}

/** Exited groups' members that hold none of the token (or too little to rank): ghosts, no share. */
function ghostNodes(snapshot: TokenSnapshot, exited: Map<Address, string[]>, known: Set<Address>): MapNode[] {
  return [...exited]
    .filter(([member]) => !known.has(member))
    .map(([member, clusterIds]) => {
      const held = ghostHolding(snapshot, member);
      return { ...walletNode(member, "exited", null), pct: held, amount: held, cluster_ids: clusterIds, traced: true, exited: true };
    });
}

/** Cluster members that are no longer top holders (a coordinated exit sells the bags), funders
 * and the deployer that hold none of the token: they stay on the map, as small bubbles. */
function walletNodes(report: EngineReport, snapshot: TokenSnapshot, roles: Map<Address, MapRole>, known: Set<Address>, fundingLinks: MapLink[]): MapNode[] {
  const exchanges = new Map(report.filtered_clusters.map((f) => [f.funder, f.funder_label]));
  const creator = report.deployer.creator;
  const extra = new Map<Address, MapNode>();
  for (const cluster of report.coordinated_clusters) {
    for (const member of cluster.members) {
      if (known.has(member)) continue;
      const node = extra.get(member) ?? walletNode(member, roles.get(member)!, null);
      node.cluster_ids = [...node.cluster_ids, cluster.id];
      extra.set(member, node);
    }
  }
  if (creator && !known.has(creator) && !extra.has(creator)) extra.set(creator, walletNode(creator, "deployer", "deployer"));
  for (const link of fundingLinks) {
    if (known.has(link.source) || extra.has(link.source)) continue;
    const label = exchanges.get(link.source) ?? snapshot.funders[link.source]?.label ?? null;
    extra.set(link.source, walletNode(link.source, exchanges.has(link.source) || label ? "exchange" : "funder", label));
  }
  return [...extra.values()];
}

function countFunded(nodes: MapNode[], fundingLinks: MapLink[], holders: Set<Address>): void {
  const funded = new Map<Address, Set<Address>>();
  for (const link of fundingLinks) funded.set(link.source, (funded.get(link.source) ?? new Set()).add(link.target));
  for (const node of nodes) node.funded_holders = [...(funded.get(node.id) ?? [])].filter((to) => holders.has(to)).length;
}

export function buildMapData(report: EngineReport, snapshot: TokenSnapshot, source: MapData["source"]): MapData {
  const clusters = report.coordinated_clusters;
  // a report stored before exited groups existed has none
  const exitedClusters = (report.exited_clusters ?? []).map(toMapExited);
  const exited = exitedMembership(report.exited_clusters ?? []);
  const fundingLinks = buildFundingLinks(snapshot, clusters, exited);
  const roles = clusterRoles(clusters, exited);
  const holders = holderNodes(report, roles, exited);
  const ghosts = ghostNodes(snapshot, exited, new Set(holders.map((n) => n.id)));
  const onMap = [...holders, ...ghosts];
  const nodes = [...onMap, ...walletNodes(report, snapshot, roles, new Set(onMap.map((n) => n.id)), fundingLinks)];
  const ids = new Set(nodes.map((n) => n.id));
  const links = [...fundingLinks, ...buildSharedSlotLinks(snapshot, clusters)].filter((l) => ids.has(l.source) && ids.has(l.target));
  countFunded(nodes, fundingLinks, new Set(holders.filter((n) => n.role !== "pool").map((n) => n.id)));
  for (const node of nodes) {
    const groups = exitedClusters.filter((c) => node.cluster_ids.includes(c.cluster_id));
    node.evidence = buildNodeEvidence(snapshot, node.id, clusters, fundingLinks, groups);
  }
  const market = snapshot.market.status === "ok" ? snapshot.market : null;
  return {
    mint: report.mint,
    symbol: market?.symbol ?? null,
    name: market?.name ?? null,
    recommendation: report.recommendation,
    cabal_score: report.cabal_score,
    risk: report.risk,
    degraded: report.degraded,
    computed_at: report.computed_at,
    source,
    nodes,
    links,
    clusters: clusters.map(({ id, type, wallet_count, combined_pct, points, evidence_txs, master_full, slot }) => ({
      id, type, wallet_count, combined_pct, points, evidence_txs, master_full, ...(slot === undefined ? {} : { slot }),
    })),
    exited_clusters: exitedClusters,
    slot: snapshot.observedSlot ?? null,
    slot_time: snapshot.observedSlot === undefined || snapshot.observedSlot === null ? null : snapshot.observedAt,
    timeline: buildTimeline(report, snapshot),
  };
}
