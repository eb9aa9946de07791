// The types of what crosses the wire (HTTP answers, server-to-client props),
// for app/ and components/, in one place. Each is defined once, beside its
// schema, as z.infer of the schema that describes the value on the wire (the
// engine and the services name the same types), and only re-exported here:
// type-only, so a client bundle never pulls a schema or a service.
export type { Cluster, ClusterType, DeployerReport, DeployerVerdict, FilteredCluster, HolderEntry, Recommendation, Risk, ScanReport } from "@/server/contracts/scan-report";
export type { MapData, MapEvidence, MapLink, MapNode, MapRole } from "@/server/contracts/map-data";
export type { RecentScanView } from "@/server/contracts/recent-scans";
export type { DemoToken } from "@/server/contracts/demo-tokens";
export type { ScanStage } from "@/server/contracts/scan-stream";
