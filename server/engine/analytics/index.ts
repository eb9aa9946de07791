// Analytics over a mint's trade history: cohorts, wash trading, liquidity,
// exchange funding, wallet roles and deployer peaks. Pure like the rest of
// the engine: an AnalyticsSnapshot (and the scan's clusters) in, results out.
import { resolveEngineConfig } from "@/server/engine/config";
import type { Cluster } from "@/server/engine/report-types";
import { detectCohorts, type CohortsResult } from "@/server/engine/analytics/cohorts";
import { detectExchangeFunding, type ExchangeFundingResult } from "@/server/engine/analytics/exchange-funding";
import { analyzeLiquidity, type LiquidityResult } from "@/server/engine/analytics/liquidity";
import { DEFAULT_LOCK_HORIZON, type LockHorizon } from "@/server/engine/analytics/lp-locks";
import type { AnalyticsSnapshot } from "@/server/engine/analytics/types";
import { detectWashTrading, type WashResult } from "@/server/engine/analytics/wash-trading";

export interface TradeAnalysis {
  cohorts: CohortsResult;
  wash: WashResult;
  liquidity: LiquidityResult;
  history_complete: boolean;
}

/** `fundedBy`: hop-1 funders of wallets outside the holder trace (wash candidates), when read. */
export function buildTradeAnalysis(input: AnalyticsSnapshot, clusters: Cluster[], fundedBy: Record<string, string> = {}, horizon: LockHorizon = DEFAULT_LOCK_HORIZON): TradeAnalysis {
  return {
    cohorts: detectCohorts(input, clusters),
    wash: detectWashTrading(input.history.trades, clusters, fundedBy),
    liquidity: analyzeLiquidity(input, horizon),
    history_complete: input.history.complete,
  };
}

export function buildExchangeFunding(input: Pick<AnalyticsSnapshot, "token">): ExchangeFundingResult {
  return detectExchangeFunding(input.token, resolveEngineConfig());
}

export { DEFAULT_LOCK_HORIZON, type LockHorizon } from "@/server/engine/analytics/lp-locks";
export { detectCohorts, detectWashTrading, analyzeLiquidity, detectExchangeFunding };
export type { CohortsResult, ExchangeFundingResult, LiquidityResult, WashResult };
export { findWalletRoles, type WalletRole, type WalletHolding } from "@/server/engine/analytics/wallet-roles";
export { computeLaunchPeak, type LaunchPeak } from "@/server/engine/analytics/launch-peaks";
export { getSolUsd } from "@/server/engine/analytics/sol-price";
