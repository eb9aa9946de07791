// Analytics over a mint's trade history: cohorts, wash trading, liquidity,
// exchange funding, wallet roles and deployer peaks. Pure like the rest of
// the engine: an AnalyticsSnapshot (and the scan's clusters) in, results out.
import { resolveEngineConfig } from "@/server/engine/config";
import { detectCohorts, type CohortsResult } from "@/server/engine/analytics/cohorts";
import { detectExchangeFunding, type ExchangeFundingResult } from "@/server/engine/analytics/exchange-funding";
import { analyzeLiquidity, type LiquidityResult } from "@/server/engine/analytics/liquidity";
import { DEFAULT_LOCK_HORIZON, type LockHorizon } from "@/server/engine/analytics/lp-locks";
import type { AnalyticsSnapshot, ScanGroups } from "@/server/engine/analytics/types";
import { collectWashInputs } from "@/server/engine/analytics/wash-inputs";
import { detectWashTrading, type WashResult } from "@/server/engine/analytics/wash-trading";

export interface TradeAnalysis {
  cohorts: CohortsResult;
  wash: WashResult;
  liquidity: LiquidityResult;
  history_complete: boolean;
}

/** `groups`: the scan's clusters and exited groups; `fundingChains`: funders (hop 1 first) of traders outside the holder trace
 * (wash candidates), when read; `horizon`: the caller's unlock horizon (issue 33 item 2). */
export function buildTradeAnalysis(input: AnalyticsSnapshot, groups: ScanGroups, fundingChains: Record<string, string[]> = {}, horizon: LockHorizon = DEFAULT_LOCK_HORIZON): TradeAnalysis {
  return {
    cohorts: detectCohorts(input, groups),
    wash: detectWashTrading(input.history.trades, collectWashInputs(input, groups, fundingChains, resolveEngineConfig())),
    liquidity: analyzeLiquidity(input, horizon),
    history_complete: input.history.complete,
  };
}

export function buildExchangeFunding(input: Pick<AnalyticsSnapshot, "token">): ExchangeFundingResult {
  return detectExchangeFunding(input.token, resolveEngineConfig());
}

export { DEFAULT_LOCK_HORIZON, type LockHorizon } from "@/server/engine/analytics/lp-locks";
export { detectCohorts, detectWashTrading, analyzeLiquidity, detectExchangeFunding };
export { findWashCandidates } from "@/server/engine/analytics/wash-candidates";
export type { ScanGroups } from "@/server/engine/analytics/types";
export type { CohortsResult, ExchangeFundingResult, LiquidityResult, WashResult };
export { findWalletRoles, type WalletRole, type WalletHolding } from "@/server/engine/analytics/wallet-roles";
export { computeLaunchPeak, type LaunchPeak } from "@/server/engine/analytics/launch-peaks";
export { getSolUsd } from "@/server/engine/analytics/sol-price";
