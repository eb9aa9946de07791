// MapData -> what both renderers draw: per-bubble radius, colour and position
// (one layout for 3D and the 2D fallback), and the two kinds of lines.
import type { MapData, MapLink, MapNode } from "@/server/contracts/wire-types";
import { bubbleRadius, boundingRadius, layoutGraph } from "@/components/map/layout-graph";
import { ROLE_STYLE } from "@/components/map/map-style";

export interface MapModel {
  nodes: MapNode[];
  radii: number[];
  colors: string[];
  positions: Float32Array;
  indexOf: Map<string, number>;
  funding: MapLink[];
  sharedSlot: MapLink[];
  /** the scene's extent from the origin */
  extent: number;
  /** node indices, largest bubble first */
  bySize: number[];
  /** per node: an exited group's member, drawn as a ghost (outlined, translucent) */
  ghost: boolean[];
  /** the exited groups' cluster ids: their funding lines take the exited colour */
  exitedIds: ReadonlySet<string>;
}

export function buildMapModel(data: MapData): MapModel {
  const nodes = data.nodes;
  const maxPct = Math.max(0, ...nodes.map((n) => n.pct ?? 0));
  const radii = nodes.map((n) => bubbleRadius(n.pct, maxPct));
  const positions = layoutGraph({ ids: nodes.map((n) => n.id), radii, links: data.links });
  const indexOf = new Map(nodes.map((n, i) => [n.id, i]));
  const known = (l: MapLink) => indexOf.has(l.source) && indexOf.has(l.target);
  return {
    nodes,
    radii,
    colors: nodes.map((n) => ROLE_STYLE[n.role].hex),
    positions,
    indexOf,
    funding: data.links.filter((l) => l.kind === "funding" && known(l)),
    sharedSlot: data.links.filter((l) => l.kind === "shared_slot" && known(l)),
    extent: boundingRadius(positions, radii),
    bySize: nodes.map((_, i) => i).sort((a, b) => radii[b] - radii[a]),
    ghost: nodes.map((n) => n.exited === true),
    // a map stored before exited groups were drawn has none
    exitedIds: new Set((data.exited_clusters ?? []).map((c) => c.cluster_id)),
  };
}

/** Role counts for the legend, in legend order, roles present only. */
export function countRoles(nodes: MapNode[]): Map<MapNode["role"], number> {
  const counts = new Map<MapNode["role"], number>();
  for (const node of nodes) counts.set(node.role, (counts.get(node.role) ?? 0) + 1);
  return counts;
}

/** Funding lines inside a scored cluster are drawn in the cluster colour (an exited group's in the
 * exited colour), the rest in a quiet grey. */
export function linkColor(link: MapLink, exitedIds: ReadonlySet<string> = new Set()): string {
  if (link.kind === "shared_slot") return "#fb923c";
  if (link.cluster_id && exitedIds.has(link.cluster_id)) return ROLE_STYLE.exited.hex;
  return link.cluster_id ? ROLE_STYLE.funding_cluster.hex : "#475569";
}
