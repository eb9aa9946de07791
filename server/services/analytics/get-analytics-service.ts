// The process-wide analytics service and wallet-check limit, built on the
// runtime's sources and the shared scan service.
import { getRuntime } from "../runtime";
import { getScanService } from "../scan/get-scan-service";
import { createAnalyticsService, type AnalyticsService } from "./analytics-service";
import { createWalletCheckLimit } from "./wallet-check-limit";

const shared = globalThis as { __cabalHunterAnalytics?: Promise<{ service: AnalyticsService; walletCheckLimit: ReturnType<typeof createWalletCheckLimit> }> };

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
    walletCheckLimit: createWalletCheckLimit({ trustedHeader: runtime.env.TRUSTED_IP_HEADER, hops: runtime.env.TRUSTED_PROXY_HOPS }),
  }));
  return shared.__cabalHunterAnalytics;
}
