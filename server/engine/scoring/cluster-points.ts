// Points of one cluster or concentration finding, from the weights. Rounded to
// whole points so the "+N" in each reason adds up exactly to cabal_score.
import type { ClusterType } from "../report-types";
import * as W from "./weights";

interface ClusterWeights {
  base: number;
  perPct: number;
  perExtraWallet: number;
  cap: number;
}

const CLUSTER_WEIGHTS: Record<ClusterType, ClusterWeights> = {
  funding: {
    base: W.FUNDING_BASE_POINTS,
    perPct: W.FUNDING_POINTS_PER_PCT,
    perExtraWallet: W.FUNDING_POINTS_PER_EXTRA_WALLET,
    cap: W.FUNDING_CLUSTER_CAP,
  },
  time_sync: {
    base: W.TIME_SYNC_BASE_POINTS,
    perPct: W.TIME_SYNC_POINTS_PER_PCT,
    perExtraWallet: W.TIME_SYNC_POINTS_PER_EXTRA_WALLET,
    cap: W.TIME_SYNC_CLUSTER_CAP,
  },
  coordinated_exit: {
    base: W.COORDINATED_EXIT_BASE_POINTS,
    perPct: W.COORDINATED_EXIT_POINTS_PER_SOLD_PCT,
    perExtraWallet: W.COORDINATED_EXIT_POINTS_PER_EXTRA_WALLET,
    cap: W.COORDINATED_EXIT_CLUSTER_CAP,
  },
};

function roundPoints(points: number): number {
  return Math.round(points);
}

/**
 * pct: combined_pct (funding, time_sync) or sold_pct (coordinated_exit); an
 * unknown share (supply unreadable) scores as 0 so missing data never hardens.
 */
export function getClusterPoints(type: ClusterType, pct: number | null, walletCount: number): number {
  const weights = CLUSTER_WEIGHTS[type];
  const extraWallets = Math.max(0, walletCount - 2);
  const raw = weights.base + weights.perPct * (pct ?? 0) + weights.perExtraWallet * extraWallets;
  return roundPoints(Math.min(weights.cap, raw));
}

export function getConcentrationPoints(topHolderPct: number, thresholdPct: number): number {
  if (topHolderPct <= thresholdPct) return 0;
  const raw = W.CONCENTRATION_BASE_POINTS + W.CONCENTRATION_POINTS_PER_PCT * (topHolderPct - thresholdPct);
  return roundPoints(Math.min(W.CONCENTRATION_CAP, raw));
}
