// Analytics over a mint's trade history: cohorts, wash trading, liquidity,
// exchange funding, wallet roles and deployer peaks. Pure like the rest of
// the engine: an AnalyticsSnapshot (and the scan's clusters) in, results out.
import { resolveEngineConfig } from "../config";
import type { Cluster } from "../report-types";
import { detectCohorts, type CohortsResult } from "./cohorts";
import { detectExchangeFunding, type ExchangeFundingResult } from "./exchange-funding";
import { analyzeLiquidity, type LiquidityResult } from "./liquidity";
import type { AnalyticsSnapshot } from "./types";
import { detectWashTrading, type WashResult } from "./wash-trading";

export interface TradeAnalysis {
  cohorts: CohortsResult;
  wash: WashResult;
  liquidity: LiquidityResult;
  history_complete: boolean;
}

/** `fundedBy`: hop-1 funders of wallets outside the holder trace (wash candidates), when read. */
export function buildTradeAnalysis(input: AnalyticsSnapshot, clusters: Cluster[], fundedBy: Record<string, string> = {}): TradeAnalysis {
  return {
    cohorts: detectCohorts(input, clusters),
    wash: detectWashTrading(input.history.trades, clusters, fundedBy),
    liquidity: analyzeLiquidity(input),
    history_complete: input.history.complete,
  };
}

export function buildExchangeFunding(input: Pick<AnalyticsSnapshot, "token">): ExchangeFundingResult {
  return detectExchangeFunding(input.token, resolveEngineConfig());
}

export { detectCohorts, detectWashTrading, analyzeLiquidity, detectExchangeFunding };
export type { CohortsResult, ExchangeFundingResult, LiquidityResult, WashResult };
export { findWalletRoles, type WalletRole, type WalletHolding } from "./wallet-roles";
export { computeLaunchPeak, type LaunchPeak } from "./launch-peaks";
export { getSolUsd } from "./sol-price";
