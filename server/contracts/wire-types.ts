// The types of what crosses the wire (HTTP answers, server-to-client props),
// for app/ and components/: they take server types from server/contracts only
// (lint rule in eslint.config.mjs), so a UI never reaches into the engine or a
// service for a shape. Each type stays defined where it is produced; the
// schemas beside this file are held equal to them at compile time.
export type {
  Cluster,
  ClusterType,
  DeployerReport,
  DeployerVerdict,
  FilteredCluster,
  HolderEntry,
  Recommendation,
  Risk,
  ScanReport,
} from "@/server/engine/report-types";
export type { MapData, MapEvidence, MapLink, MapNode, MapRole } from "@/server/services/map/map-data-types";
export type { RecentScanView } from "@/server/services/dashboard/recent-scans";
export type { DemoToken } from "@/server/services/dashboard/demo-tokens";
export type { GatherStage } from "@/server/services/gather/gather-snapshot";
