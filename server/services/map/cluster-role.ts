// The map's roles for the report's cluster types. The map's wire shape (MapData,
// MapNode, MapLink, ...) is defined once, by its schema: server/contracts/map-data.ts.
import type { MapRole } from "@/server/contracts/map-data";
import type { ClusterType } from "@/server/contracts/scan-report";

/** A holder in several clusters takes the highest-points one's role. */
export const CLUSTER_ROLE: Record<ClusterType, MapRole> = {
  funding: "funding_cluster",
  time_sync: "bundle",
  coordinated_exit: "coordinated_exit",
  stealth_bundle: "bundle",
};
