// Plain names for the groups on a map ("Funding cluster 1", "Exited group 2"),
// so the table and the details name a wallet's group in words, not only by
// colour, and the table can keep an exited group's ghosts together.
import type { MapData, MapNode } from "@/server/contracts/wire-types";

const CLUSTER_NAME = { funding: "Funding cluster", time_sync: "Same-slot bundle", coordinated_exit: "Coordinated exit", stealth_bundle: "Stealth bundle" } as const;

/** cluster id -> its name, numbered within its kind in the map's order. */
export function groupNames(data: MapData): Map<string, string> {
  const names = new Map<string, string>();
  const counts = new Map<string, number>();
  const name = (kind: string) => {
    const n = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, n);
    return `${kind} ${n}`;
  };
  for (const cluster of data.clusters) names.set(cluster.id, name(CLUSTER_NAME[cluster.type]));
  // a map stored before exited groups were drawn has none
  for (const exited of data.exited_clusters ?? []) names.set(exited.cluster_id, name("Exited group"));
  return names;
}

/** Table order: holders by rank, then each exited group's ghosts together, then funders and the rest. */
export function tableOrder(nodes: MapNode[], data: MapData): number[] {
  const exitedRank = new Map((data.exited_clusters ?? []).map((c, i) => [c.cluster_id, i]));
  const key = (node: MapNode): [number, number] => {
    if (node.rank !== null) return [0, node.rank];
    const group = node.exited ? node.cluster_ids.map((id) => exitedRank.get(id)).find((i) => i !== undefined) : undefined;
    return group === undefined ? [2, 0] : [1, group];
  };
  return nodes
    .map((node, i) => ({ i, k: key(node) }))
    .sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.i - b.i)
    .map((entry) => entry.i);
}
