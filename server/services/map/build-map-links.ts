// The map's lines: every funding transfer the trace found (hop 1 funds a
// holder or an exited group's member, hop 2 funds its funder...) and, per same-slot cluster, links that
// chain its members together with the transaction each made in that slot.
import { lamportsToSol } from "@/server/engine/format";
import type { Cluster } from "@/server/contracts/scan-report";
import type { Address, FundingLink, TokenSnapshot } from "@/server/engine/snapshot";
import type { MapLink } from "@/server/contracts/map-data";

/** Unique funding links, keyed by signature + pair (one transfer may fund several holders' chains).
 * exited: member -> its exited groups; those early buyers' chains are drawn too, in their group. */
export function buildFundingLinks(snapshot: TokenSnapshot, clusters: Cluster[], exited: Map<Address, string[]> = new Map()): MapLink[] {
  const fundingClusterOf = new Map<Address, string>();
  for (const cluster of clusters.filter((c) => c.type === "funding")) {
    for (const member of cluster.members) if (!fundingClusterOf.has(member)) fundingClusterOf.set(member, cluster.id);
  }
  const wallets = [...snapshot.holders, ...(snapshot.earlyBuyers ?? []).filter((b) => exited.has(b.owner))];
  const links = new Map<string, MapLink>();
  for (const wallet of wallets) {
    const clusterId = fundingClusterOf.get(wallet.owner) ?? exited.get(wallet.owner)?.[0] ?? null;
    for (const link of wallet.funding) {
      const id = `funding:${link.signature}:${link.from}:${link.to}`;
      const existing = links.get(id);
      if (existing) {
        existing.cluster_id ??= clusterId;
        continue;
      }
      links.set(id, toFundingLink(id, link, clusterId));
    }
  }
  return [...links.values()];
}

function toFundingLink(id: string, link: FundingLink, clusterId: string | null): MapLink {
  return {
    id,
    kind: "funding",
    source: link.from,
    target: link.to,
    signature: link.signature,
    slot: link.slot,
    hop: link.hop,
    sol: lamportsToSol(link.lamports),
    cluster_id: clusterId,
  };
}

/** The member's own transaction in the cluster's slot: its first buy (bundle) or its sell (exit). */
export function slotSignature(snapshot: TokenSnapshot, cluster: Cluster, owner: Address): string | null {
  if (cluster.slot === undefined) return null;
  if (cluster.type === "time_sync") {
    const holder = snapshot.holders.find((h) => h.owner === owner);
    return holder?.firstBuy?.slot === cluster.slot ? holder.firstBuy.signature : null;
  }
  const sell = snapshot.trades.find((t) => t.owner === owner && t.slot === cluster.slot && t.side === "sell");
  return sell?.signature ?? null;
}

/** Members of each bundle / coordinated-exit cluster chained in order: n members, n - 1 links. */
export function buildSharedSlotLinks(snapshot: TokenSnapshot, clusters: Cluster[]): MapLink[] {
  return clusters
    .filter((cluster) => cluster.type !== "funding")
    .flatMap((cluster) =>
      cluster.members.slice(1).map((target, index): MapLink => {
        const source = cluster.members[index];
        return {
          id: `slot:${cluster.id}:${source}:${target}`,
          kind: "shared_slot",
          source,
          target,
          signature: slotSignature(snapshot, cluster, target),
          slot: cluster.slot ?? null,
          hop: null,
          sol: null,
          cluster_id: cluster.id,
        };
      }),
    );
}
