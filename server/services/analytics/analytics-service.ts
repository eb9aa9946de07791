// The analytics use cases behind /api/cohorts, /api/trade-analysis,
// /api/cex-funding and /api/wallet-check. Each call is charged one scan by its
// route; concurrent requests for one mint share the trace, and a finished trace
// answers the calls of the next minute too (issue 28: a busy token's trace is
// ~1,800 RPC calls, and five paid calls a minute ran five of them). An answer
// names its slot, so a reused trace is never passed off as newer than it is.
import { getExchangeLabel } from "@/server/chain/labels/exchange-labels";
import type { CexFundingResponse, CohortsResponse, TradeAnalysisResponse, WalletCheckResponse } from "@/server/contracts/analytics";
import { buildExchangeFunding, buildTradeAnalysis, DEFAULT_LOCK_HORIZON, detectCohorts, findWalletRoles } from "@/server/engine/analytics";
import type { Address } from "@/server/engine/snapshot";
import type { ScanService } from "@/server/services/scanning/scan/scan-service";
import { withTradedHolders } from "@/server/services/analytics/exchange-holders";
import { quoteExitCost, type PositionSize } from "@/server/services/analytics/exit-cost";
import { traceAnalytics, type AnalyticsDeps, type AnalyticsTrace } from "@/server/services/analytics/trace-analytics";
import { readWalletHistory } from "@/server/services/analytics/wallet-history";
import { readWalletHolding } from "@/server/services/analytics/wallet-holding";

export interface AnalyticsServiceDeps extends AnalyticsDeps {
  /** the scan use case (stored report when fresh, else a live trace that is stored). */
  scanService: Pick<ScanService, "scan">;
}

/** How long a finished trace answers again, seconds, and how many are kept (a busy token's trace is megabytes). */
export const ANALYTICS_TRACE_REUSE_SECONDS = 60;
const ANALYTICS_TRACES_KEPT = 8;

export function createAnalyticsService(deps: AnalyticsServiceDeps) {
  const inFlight = new Map<string, Promise<AnalyticsTrace>>();
  const recent = new Map<string, { at: number; trace: AnalyticsTrace }>();

  function trace(mint: Address, withHistory: boolean): Promise<AnalyticsTrace> {
    const key = `${mint}:${withHistory}`;
    const kept = recent.get(key);
    if (kept && deps.sources.now() - kept.at < ANALYTICS_TRACE_REUSE_SECONDS) return Promise.resolve(kept.trace);
    const running = inFlight.get(key);
    if (running) return running;
    const started = traceAnalytics(mint, deps, withHistory)
      .then((traced) => {
        // a partial trace is not reused: the next call should recover as soon as the upstream does
        if (!traced.report.degraded) keep(key, traced);
        return traced;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  function keep(key: string, traced: AnalyticsTrace): void {
    recent.delete(key);
    recent.set(key, { at: deps.sources.now(), trace: traced });
    while (recent.size > ANALYTICS_TRACES_KEPT) recent.delete(recent.keys().next().value!);
  }

  return {
    async cohorts(mint: Address): Promise<CohortsResponse> {
      const { analytics, report } = await trace(mint, true);
      return { mint, ...detectCohorts(analytics, { clusters: report.coordinated_clusters, exited: report.exited_clusters }), slot: analytics.slot };
    },

    /** `horizonHours`: hours ahead in which an LP unlock counts (default 72). */
    async tradeAnalysis(mint: Address, size: PositionSize | null, horizonHours?: number): Promise<TradeAnalysisResponse> {
      const { analytics, report, token, fundingChains } = await trace(mint, true);
      const horizon = horizonHours === undefined ? DEFAULT_LOCK_HORIZON : { ...DEFAULT_LOCK_HORIZON, horizonHours };
      const result = buildTradeAnalysis(analytics, { clusters: report.coordinated_clusters, exited: report.exited_clusters }, fundingChains, horizon);
      const exitCost = size && token.mintInfo.status === "ok" ? await quoteExitCost(deps.sources.quotes, mint, token.mintInfo.decimals, token.market, size) : undefined;
      return { mint, ...result, ...(exitCost ? { exit_cost: exitCost } : {}), slot: analytics.slot };
    },

    async cexFunding(mint: Address): Promise<CexFundingResponse> {
      const { analytics, scan } = await trace(mint, true);
      const token = await withTradedHolders(analytics, scan, deps.gatherOptions.walletSignatureLimit);
      return { mint, ...buildExchangeFunding({ token }), slot: analytics.slot };
    },

    /** Free: answered from the stored scan when fresh, else from a live scan (which the scan service stores). */
    async walletCheck(mint: Address, wallet: Address): Promise<WalletCheckResponse> {
      const [report, live] = await Promise.all([
        deps.scanService.scan({ mint, includeLaunches: true }),
        readWalletHolding(deps.sources.rpc, wallet, mint),
      ]);
      const history = await readWalletHistory(deps.sources.rpc, wallet, mint, report.holders.filter((h) => h.owner === wallet).map((h) => h.token_account));
      const poolEntry = report.holders.find((h) => h.owner === wallet && h.is_pool);
      const { roles, holding, isDeployer, involved, note } = findWalletRoles({
        report,
        wallet,
        exchangeLabel: getExchangeLabel(wallet),
        liveUiAmount: live,
        boughtInTrades: report.holders.some((h) => h.owner === wallet) || (history?.everHeld ?? false),
        firstBuySlot: history?.firstBuySlot ?? null,
        poolVenue: poolEntry ? (poolEntry.label ?? null) : history?.poolVenue,
        historyRead: history !== null,
      });
      const launches = report.deployer.launches ?? [];
      // graduated: earlier launchpad launches whose market is now an AMM pool (the deployer layer's judgement)
      const trackRecord = isDeployer ? { prior_tokens: report.deployer.tokens_launched, graduated: launches.filter((l) => l.graduated === true).length } : undefined;
      return { mint, wallet, roles, holding, ...(trackRecord ? { track_record: trackRecord } : {}), involved, note, slot: report.slot ?? null };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
