// The wire shape of GET /api/map-data: the holder graph behind the 3D bubble
// map. Nodes are wallets and pools, links are the funding transfers and the
// shared slots that tie them, each with the signature that proves it.
import type { Cluster, ClusterType, ExitedCluster, Recommendation, Risk } from "@/server/engine/report-types";

/** One colour per role on the map; a holder in several clusters takes the highest-points one. */
export type MapRole =
  | "funding_cluster"
  | "bundle"
  | "coordinated_exit"
  | "exited"
  | "exchange_funded"
  | "pool"
  | "deployer"
  | "holder"
  | "funder"
  | "exchange";

export const CLUSTER_ROLE: Record<ClusterType, MapRole> = {
  funding: "funding_cluster",
  time_sync: "bundle",
  coordinated_exit: "coordinated_exit",
  stealth_bundle: "bundle",
};

export interface MapEvidence {
  kind: "funding" | "first_buy" | "sell" | "cluster";
  signature: string;
  slot: number | null;
  /** plain-language line, e.g. "funded by 7xKX…gAsU (hop 1), 1.5 SOL". */
  note: string;
}

export interface MapNode {
  /** the owner address (unique in a map). */
  id: string;
  role: MapRole;
  label: string | null;
  /** 1-based holder rank; null for pools and funders that hold nothing. */
  rank: number | null;
  /** percent of supply held; null when unknown or not a holder. */
  pct: number | null;
  /** UI units held; null when unknown or not a holder. */
  amount: number | null;
  cluster_ids: string[];
  /** false when the wallet's history was not walked (cap or upstream failure). */
  traced: boolean;
  /** how many holders this wallet funded in the trace (funders only, else 0). */
  funded_holders: number;
  /** a member of an exited group (decisions "Exited groups"): bought early and sold out before
   * the scan, drawn as a ghost; its exited group's cluster_id is in cluster_ids. */
  exited: boolean;
  evidence: MapEvidence[];
}

export interface MapLink {
  id: string;
  kind: "funding" | "shared_slot";
  /** funding: the sender; shared_slot: one member of the slot. */
  source: string;
  target: string;
  signature: string | null;
  slot: number | null;
  /** funding links: hop 1 funds a holder, 2 funds its funder... */
  hop: number | null;
  /** funding links: SOL sent; null when unknown. */
  sol: number | null;
  cluster_id: string | null;
}

export interface MapData {
  mint: string;
  symbol: string | null;
  name: string | null;
  recommendation: Recommendation;
  cabal_score: number;
  risk: Risk;
  degraded: boolean;
  /** unix seconds */
  computed_at: number;
  /** cached: a trace younger than the cache TTL was reused; live: traced for this request. */
  source: "cached" | "live";
  nodes: MapNode[];
  links: MapLink[];
  clusters: Pick<Cluster, "id" | "type" | "wallet_count" | "combined_pct" | "points" | "evidence_txs" | "master_full" | "slot">[];
  /** the report's exited groups; their members are the nodes with exited: true. */
  exited_clusters: MapExitedCluster[];
  /** the slot this map describes: the asked slot (time travel), else the slot the trace read; null on old stored maps. */
  slot: number | null;
  /** unix seconds of that slot, when known. */
  slot_time: number | null;
  /** the token's life for the time slider; null on old stored maps. */
  timeline: MapTimeline | null;
}

export interface MapTimelineMarker {
  /** first_buy: a cluster's first buy; exit: a coordinated exit (or an exited group's last sell). */
  kind: "first_buy" | "exit";
  slot: number;
  cluster_id: string;
  label: string;
}

export interface MapTimeline {
  /** the mint's creation slot, when known: the earliest slot a map can describe. */
  created_slot: number | null;
  /** unix seconds */
  created_at: number | null;
  current_slot: number;
  /** unix seconds */
  current_at: number;
  /** oldest first */
  markers: MapTimelineMarker[];
}

/** An exited group as the map names it: the report's entry without its member list (the nodes carry it). */
export type MapExitedCluster = Omit<ExitedCluster, "members">;
