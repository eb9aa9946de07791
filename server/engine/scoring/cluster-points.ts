// Points of one cluster or concentration finding, from the weights. Rounded to
// whole points so the "+N" in each reason adds up exactly to cabal_score.
import type { ClusterType } from "@/server/contracts/scan-report";
import * as W from "@/server/engine/scoring/weights";

interface ClusterWeights {
  perWallet: number;
  perPct: number;
}

const CLUSTER_WEIGHTS: Record<ClusterType, ClusterWeights> = {
  funding: { perWallet: W.FUNDING_POINTS_PER_WALLET, perPct: W.FUNDING_POINTS_PER_PCT },
  time_sync: { perWallet: W.TIME_SYNC_POINTS_PER_WALLET, perPct: W.TIME_SYNC_POINTS_PER_PCT },
  coordinated_exit: { perWallet: W.COORDINATED_EXIT_POINTS_PER_WALLET, perPct: W.COORDINATED_EXIT_POINTS_PER_SOLD_PCT },
  stealth_bundle: { perWallet: W.STEALTH_BUNDLE_POINTS_PER_WALLET, perPct: W.STEALTH_BUNDLE_POINTS_PER_PCT },
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
  // one finding can carry the whole score, never more: "+N" lines stay within 0-100.
  return roundPoints(Math.min(W.SCORE_CAP, weights.perWallet * walletCount + weights.perPct * (pct ?? 0)));
}

/** An exited group: pct is bought_pct; a deployer-funded group weighs like a live funding cluster. */
export function getExitedPoints(deployerFunded: boolean, boughtPct: number | null, walletCount: number): number {
  const perWallet = deployerFunded ? W.EXITED_DEPLOYER_POINTS_PER_WALLET : W.EXITED_POINTS_PER_WALLET;
  const perPct = deployerFunded ? W.EXITED_DEPLOYER_POINTS_PER_BOUGHT_PCT : W.EXITED_POINTS_PER_BOUGHT_PCT;
  return roundPoints(Math.min(W.SCORE_CAP, perWallet * walletCount + perPct * (boughtPct ?? 0)));
}

export function getConcentrationPoints(topHolderPct: number, thresholdPct: number): number {
  if (topHolderPct <= thresholdPct) return 0;
  const raw = W.CONCENTRATION_BASE_POINTS + W.CONCENTRATION_POINTS_PER_PCT * (topHolderPct - thresholdPct);
  return roundPoints(Math.min(W.CONCENTRATION_CAP, raw));
}
