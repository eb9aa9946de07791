// Every endpoint of the API, one contract each: /openapi.json, /api/info and
// the route-coverage test read this list. Adding an endpoint: its schemas in
// server/contracts, its contract in endpoints/<capability>.ts (listed here), its
// handler in server/api/<capability>/, and a route.ts that binds it.
import type { Endpoint } from "@/server/contracts/endpoint";
import * as about from "@/server/contracts/endpoints/about";
import * as access from "@/server/contracts/endpoints/access";
import * as addons from "@/server/contracts/endpoints/addons";
import * as analytics from "@/server/contracts/endpoints/analytics";
import * as check from "@/server/contracts/endpoints/check";
import * as evidence from "@/server/contracts/endpoints/evidence";
import * as map from "@/server/contracts/endpoints/map";
import * as mcp from "@/server/contracts/endpoints/mcp";
import * as outcomes from "@/server/contracts/endpoints/outcomes";
import * as scan from "@/server/contracts/endpoints/scan";
import * as watch from "@/server/contracts/endpoints/watch";

export * from "@/server/contracts/endpoints/about";
export * from "@/server/contracts/endpoints/access";
export * from "@/server/contracts/endpoints/addons";
export * from "@/server/contracts/endpoints/analytics";
export * from "@/server/contracts/endpoints/check";
export * from "@/server/contracts/endpoints/evidence";
export * from "@/server/contracts/endpoints/map";
export * from "@/server/contracts/endpoints/mcp";
export * from "@/server/contracts/endpoints/outcomes";
export * from "@/server/contracts/endpoints/scan";
export * from "@/server/contracts/endpoints/watch";

export const ENDPOINTS: readonly Endpoint[] = [
  scan.scanCabal,
  scan.scanCabalPost,
  scan.scanCabalStream,
  scan.scanBatch,
  analytics.checkWallet,
  analytics.getOperator,
  analytics.getCohorts,
  analytics.getTradeAnalysis,
  analytics.getCexFunding,
  evidence.getEvidence,
  evidence.getEvidenceKeys,
  evidence.verifyEvidence,
  check.preTradeCheck,
  check.getCheckPolicy,
  check.putCheckPolicy,
  map.getMapData,
  outcomes.getAccuracy,
  outcomes.getOutcomes,
  scan.getRecentScans,
  access.getPricing,
  about.getHealth,
  about.getInfo,
  mcp.mcp,
  mcp.mcpStream,
  mcp.mcpEndSession,
  access.quoteKey,
  access.buyKeyChallenge,
  access.buyKey,
  access.getKeyBalance,
  access.requestFreeKey,
  access.showFreeKeyConfirmation,
  access.confirmFreeKey,
  access.rotateKey,
  access.revokeKey,
  access.createPublishableKey,
  access.listPublishableKeys,
  access.revokePublishableKey,
  access.issueAdminKey,
  access.revokeAdminKey,
  access.getRpcUsage,
  watch.createWatch,
  watch.listWatches,
  watch.deleteWatch,
  watch.showWatchEmailConfirmation,
  watch.confirmWatchEmail,
  addons.getScreenList,
  addons.addToScreenList,
  addons.removeFromScreenList,
  addons.checkoutScreenList,
  addons.redeemScreenList,
];

/** Bound like every endpoint but not described in the document: the document and its viewer themselves. */
export const DISCOVERY_ENDPOINTS: readonly Endpoint[] = [about.getOpenApi, about.getDocs, about.getDocsScript];
