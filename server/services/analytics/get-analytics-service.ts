// The process-wide analytics service, built on the runtime's sources and the
// shared scan service.
import { getRuntime } from "../runtime";
import { getScanService } from "../scan/get-scan-service";
import { createAnalyticsService, type AnalyticsService } from "./analytics-service";

const shared = globalThis as { __cabalHunterAnalytics?: Promise<{ service: AnalyticsService }> };

export function getAnalytics() {
  shared.__cabalHunterAnalytics ??= Promise.all([getRuntime(), getScanService()]).then(([runtime, scanService]) => ({
    service: createAnalyticsService({
      sources: runtime.sources,
      gatherOptions: runtime.gatherOptions,
      historyCaps: {
        signaturePages: runtime.env.TRADE_HISTORY_PAGE_CAP,
        transactions: runtime.env.TRADE_HISTORY_TX_CAP,
        creatorTransactions: runtime.env.TRADE_HISTORY_CREATOR_TX_CAP,
      },
      scanService,
    }),
  }));
  return shared.__cabalHunterAnalytics;
}
