// The analytics use cases behind /api/cohorts, /api/trade-analysis,
// /api/cex-funding and /api/wallet-check. Each call is charged one scan by its
// route; concurrent requests for one mint share the trace, and a finished trace
// answers the calls of the next minute too (issue 28: a busy token's trace is
// ~1,800 RPC calls, and five paid calls a minute ran five of them). An answer
// names its slot, so a reused trace is never passed off as newer than it is.
// Every chain read is done for a payer (the handler's caller) and billed
// (server/services/access/rpc-bill): admitted under the credit budget first,
// its calls recorded after.
import { getExchangeLabel } from "@/server/chain/labels/exchange-labels";
import type { CexFundingResponse, CohortsResponse, TradeAnalysisResponse, WalletCheckResponse } from "@/server/contracts/analytics";
import { buildExchangeFunding, buildTradeAnalysis, DEFAULT_LOCK_HORIZON, detectCohorts, findWalletRoles } from "@/server/engine/analytics";
import type { Address } from "@/server/engine/snapshot";
import type { ScanService } from "@/server/services/scan/scan/scan-service";
import { HELIUS_CREDITS } from "@/server/chain/solana-rpc/credit-prices";
import type { RpcPayer } from "@/server/services/access/rpc-bill/payer";
import { meteredOnly, type RpcBillRunner } from "@/server/services/access/rpc-bill/rpc-bill";
import { withTradedHolders } from "@/server/services/analytics/exchange-holders";
import { quoteExitCost, type PositionSize } from "@/server/services/analytics/exit-cost";
import { traceAnalytics, type AnalyticsDeps, type AnalyticsTrace } from "@/server/services/analytics/trace-analytics";
import { readWalletHistory } from "@/server/services/analytics/wallet-history";
import { readWalletHolding } from "@/server/services/analytics/wallet-holding";

export interface AnalyticsServiceDeps extends AnalyticsDeps {
  /** the scan use case (stored report when fresh, else a live trace that is stored). */
  scanService: Pick<ScanService, "scan">;
  /** admits and records the analytics traces and the wallet check's reads; default: metered only */
  bill?: RpcBillRunner;
}

/** How long a finished trace answers again, seconds, and how many are kept (a busy token's trace is megabytes). */
export const ANALYTICS_TRACE_REUSE_SECONDS = 60;
const ANALYTICS_TRACES_KEPT = 8;

export function createAnalyticsService(deps: AnalyticsServiceDeps) {
  const inFlight = new Map<string, Promise<AnalyticsTrace>>();
  const recent = new Map<string, { at: number; trace: AnalyticsTrace }>();
  const bill = deps.bill ?? meteredOnly(HELIUS_CREDITS);

  /** Joins the mint's trace, or is admitted (a free caller may wait, then 503 busy) and starts one. */
  async function trace(mint: Address, withHistory: boolean, payer: RpcPayer): Promise<AnalyticsTrace> {
    const key = `${mint}:${withHistory}`;
    const kept = recent.get(key);
    if (kept && deps.sources.now() - kept.at < ANALYTICS_TRACE_REUSE_SECONDS) return kept.trace;
    const running = inFlight.get(key);
    if (running) return running;
    const ticket = await bill.admit({ work: "analytics", payer, mint });
    // another caller's trace may have started while this one waited for admission
    const joined = inFlight.get(key);
    if (joined) {
      ticket.close();
      return joined;
    }
    const started = ticket
      .run(() => traceAnalytics(mint, deps, withHistory))
      .then(({ value }) => {
        // a partial trace is not reused: the next call should recover as soon as the upstream does
        if (!value.report.degraded) keep(key, value);
        return value;
      })
      .finally(() => {
        ticket.close();
        inFlight.delete(key);
      });
    inFlight.set(key, started);
    return started;
  }

  function keep(key: string, traced: AnalyticsTrace): void {
    recent.delete(key);
    recent.set(key, { at: deps.sources.now(), trace: traced });
    while (recent.size > ANALYTICS_TRACES_KEPT) recent.delete(recent.keys().next().value!);
  }

  return {
    async cohorts(mint: Address, payer: RpcPayer): Promise<CohortsResponse> {
      const { analytics, report } = await trace(mint, true, payer);
      return { mint, ...detectCohorts(analytics, { clusters: report.coordinated_clusters, exited: report.exited_clusters }), slot: analytics.slot };
    },

    /** `horizonHours`: hours ahead in which an LP unlock counts (default 72). */
    async tradeAnalysis(mint: Address, payer: RpcPayer, size: PositionSize | null, horizonHours?: number): Promise<TradeAnalysisResponse> {
      const { analytics, report, token, fundingChains } = await trace(mint, true, payer);
      const horizon = horizonHours === undefined ? DEFAULT_LOCK_HORIZON : { ...DEFAULT_LOCK_HORIZON, horizonHours };
      const result = buildTradeAnalysis(analytics, { clusters: report.coordinated_clusters, exited: report.exited_clusters }, fundingChains, horizon);
      const exitCost = size && token.mintInfo.status === "ok" ? await quoteExitCost(deps.sources.quotes, mint, token.mintInfo.decimals, token.market, size) : undefined;
      return { mint, ...result, ...(exitCost ? { exit_cost: exitCost } : {}), slot: analytics.slot };
    },

    async cexFunding(mint: Address, payer: RpcPayer): Promise<CexFundingResponse> {
      const { analytics, scan } = await trace(mint, true, payer);
      // the traded holders' own reads are billed as analytics too (the trace's memo answers what it read)
      const { value: token } = await bill.run({ work: "analytics", payer, mint, followUp: true }, () => withTradedHolders(analytics, scan, deps.gatherOptions.walletSignatureLimit));
      return { mint, ...buildExchangeFunding({ token }), slot: analytics.slot };
    },

    /** Free: answered from the stored scan when fresh, else from a live scan (which the scan service stores). */
    async walletCheck(mint: Address, wallet: Address, payer: RpcPayer): Promise<WalletCheckResponse> {
      // the wallet's own reads are one billed piece of work; the scan beside them bills its trace itself
      const { value } = await bill.run({ work: "wallet_check", payer, mint }, async () => {
        const [report, live] = await Promise.all([deps.scanService.scan({ mint, includeLaunches: true, payer }), readWalletHolding(deps.sources.rpc, wallet, mint)]);
        const history = await readWalletHistory(deps.sources.rpc, wallet, mint, report.holders.filter((h) => h.owner === wallet).map((h) => h.token_account));
        return { report, live, history };
      });
      const { report, live, history } = value;
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
