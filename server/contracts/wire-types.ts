// The types of what crosses the wire (HTTP answers, server-to-client props),
// for app/ and components/. Each is z.infer of the schema that describes the
// value on the wire, so a UI never reaches into the engine or a service for a
// shape; the schemas are held equal to the producers' types at compile time
// (the *_MATCHES_TYPE constants beside each schema).
import type { z } from "zod";
import type { demoTokenSchema } from "@/server/contracts/demo-tokens";
import type { mapDataSchema } from "@/server/contracts/map-data";
import type { recentScanSchema } from "@/server/contracts/recent-scans";
import type { clusterSchema, deployerSchema, filteredClusterSchema, holderSchema, scanReportSchema } from "@/server/contracts/scan-report";
import type { scanStageSchema } from "@/server/contracts/scan-stream";

export type ScanReport = z.infer<typeof scanReportSchema>;
export type Cluster = z.infer<typeof clusterSchema>;
export type ClusterType = Cluster["type"];
export type FilteredCluster = z.infer<typeof filteredClusterSchema>;
export type HolderEntry = z.infer<typeof holderSchema>;
export type DeployerReport = z.infer<typeof deployerSchema>;
export type DeployerVerdict = DeployerReport["verdict"];
export type Recommendation = ScanReport["recommendation"];
export type Risk = ScanReport["risk"];

export type MapData = z.infer<typeof mapDataSchema>;
export type MapNode = MapData["nodes"][number];
export type MapLink = MapData["links"][number];
export type MapRole = MapNode["role"];
export type MapEvidence = MapNode["evidence"][number];

export type RecentScanView = z.infer<typeof recentScanSchema>;
export type DemoToken = z.infer<typeof demoTokenSchema>;
/** the server's gathering stages, in the order they finish (GET /api/scan-cabal/stream `stage` events) */
export type ScanStage = z.infer<typeof scanStageSchema>;
