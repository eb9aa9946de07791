// Every endpoint of the API, one contract each: /openapi.json, /api/info and
// the route-coverage test read this list. Adding an endpoint: its schemas in
// server/contracts, its contract in endpoints/<area>.ts (listed here), its
// handler in server/api/<area>/, and a route.ts that binds it.
import type { Endpoint } from "../endpoint";
import * as access from "./access";
import * as addons from "./addons";
import * as analytics from "./analytics";
import * as read from "./read";
import * as scan from "./scan";
import * as watch from "./watch";

export * from "./access";
export * from "./addons";
export * from "./analytics";
export * from "./read";
export * from "./scan";
export * from "./watch";

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
  read.getMapData,
  read.getRecentScans,
  read.getPricing,
  read.getHealth,
  read.getInfo,
  read.mcp,
  read.mcpStream,
  read.mcpEndSession,
  access.quoteKey,
  access.buyKey,
  access.getKeyBalance,
  access.requestFreeKey,
  access.showFreeKeyConfirmation,
  access.confirmFreeKey,
  access.rotateKey,
  access.revokeKey,
  access.issueAdminKey,
  access.revokeAdminKey,
  watch.createWatch,
  watch.listWatches,
  watch.deleteWatch,
  addons.getScreenList,
  addons.addToScreenList,
  addons.removeFromScreenList,
  addons.checkoutScreenList,
  addons.redeemScreenList,
];

/** Bound like every endpoint but not described in the document: the document and its viewer themselves. */
export const DISCOVERY_ENDPOINTS: readonly Endpoint[] = [read.getOpenApi, read.getDocs, read.getDocsScript];
