// What the app hands every handler, MCP tool and background loop: its
// services, each built once per app on first use (server/app/create-app.ts,
// the composition root). Below the root nothing looks a service up: a handler
// gets these in its input (server/api/implement.ts), a service gets what it
// needs as parameters.
import type { Health } from "@/server/contracts/health";
import type { Config } from "@/server/platform/config/env";
import type { Database } from "@/server/platform/db/client";
import type { Runtime } from "@/server/platform/runtime";
import type { AccessContext } from "@/server/services/access/access/access-context";
import type { StandardX402 } from "@/server/services/access/payments/x402/standard-x402";
import type { AnalyticsService } from "@/server/services/analytics/analytics-service";
import type { MapService } from "@/server/services/map/map-service";
import type { ScanService } from "@/server/services/scan/scan/scan-service";
import type { WatchContext } from "@/server/services/watch/watch/watch-context";
import type { OutcomesService } from "@/server/services/outcomes/outcomes-service";
import type { RecentScansFeed } from "@/server/services/scan/dashboard/recent-scans";
import type { RpcBill } from "@/server/services/access/rpc-bill/rpc-bill";
import type { EvidenceSigner } from "@/server/services/evidence/evidence-signer";

export interface Services {
  readonly config: Config;
  /** the app's clock: access, watch and scan timestamps */
  now(): Date;
  /** data sources (the embedded ledger started when SOLANA_RPC_URL is unset) and gather options */
  runtime(): Promise<Runtime>;
  database(): Promise<Database>;
  access(): Promise<AccessContext>;
  scans(): Promise<ScanService>;
  maps(): Promise<MapService>;
  analytics(): Promise<AnalyticsService>;
  /** what live traces cost at the RPC edge, and the credit budget they are admitted under (issue 28 item 5) */
  bill(): Promise<RpcBill>;
  watch(): Promise<WatchContext>;
  /** the standard x402 facilitator; null when payments are off or no fee payer exists */
  x402(): Promise<StandardX402 | null>;
  /** the reachability check, shared by every caller for HEALTH_CACHE_MS */
  health(): Promise<Health>;
  /** outcome checkpoints and the live accuracy figures (issue 31) */
  outcomes(): Promise<OutcomesService>;
  /** the recent-scans feed: one shared read per RECENT_SCANS_CACHE_SECONDS */
  recentScans(): Promise<RecentScansFeed>;
  /** signs evidence packs and publishes the public keys (EVIDENCE_SIGNING_KEY, issue 30) */
  evidenceSigner(): EvidenceSigner;
}
