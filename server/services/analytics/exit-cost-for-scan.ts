// Exit cost beside a scan report (/api/scan-cabal?size_usd=): the report does
// not carry the pair's prices, so the market is read once more for the quote.
import type { EngineReport } from "@/server/engine/report-types";
import { createCoverageRecorder } from "@/server/services/scan/gather/coverage";
import { fetchMarket } from "@/server/services/scan/gather/market";
import type { Runtime } from "@/server/platform/runtime";
import { quoteExitCost, type ExitCost, type PositionSize } from "@/server/services/analytics/exit-cost";

export async function getExitCostForReport(sources: Runtime["sources"], report: Pick<EngineReport, "mint" | "decimals">, size: PositionSize): Promise<ExitCost | null> {
  if (report.decimals === null) return null;
  const market = await fetchMarket(sources.market, report.mint, createCoverageRecorder());
  return quoteExitCost(sources.quotes, report.mint, report.decimals, market, size);
}
