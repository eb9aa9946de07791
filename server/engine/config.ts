// Engine thresholds (not score weights: those live in scoring/weights.ts).
// Every value is a default the service may override per call with a partial
// config; the engine never reads the environment.
import type { Address } from "@/server/engine/snapshot";

const LAMPORTS_PER_SOL = 1_000_000_000n;

export interface EngineConfig {
  /** deepest funding hop the trace follows (hop 1 funds a holder). */
  maxFundingHops: number;
  /** smallest group of distinct wallets that counts as a cluster. */
  minClusterWallets: number;
  /** a funder that sent SOL to at least this many distinct wallets is exchange-like. */
  exchangeFundedWalletsMin: number;
  /** a funder holding at least this balance (lamports) is exchange-like. */
  exchangeBalanceLamportsMin: bigint;
  /** a sell counts toward a coordinated exit when it moves >= this share of the bag, basis points. */
  coordinatedSellMinBps: number;
  /** a coordinated exit must dump at least this share of supply in its slot, percent:
   *  on a busy token two unrelated traders often sell in one slot; dust is not an exit. */
  coordinatedExitMinSoldPct: number;
  /** a past launch is dead below this liquidity, USD. */
  deadLiquidityUsd: number;
  /** a past launch is dead below this market cap, USD. */
  deadMarketCapUsd: number;
  /** a launch that peaked above this market cap, USD, then went to dust is a pump and dump. */
  pumpPeakUsd: number;
  /** "dust" after the peak: below this percent of the peak ... */
  dumpDustPctOfPeak: number;
  /** ... or below this market cap, USD (docs/decisions.md "Deployer peaks"). */
  dumpDustMarketCapUsd: number;
  /** a dead launch whose known peak stayed below this market cap, USD, died on arrival. */
  deadOnArrivalPeakUsd: number;
  /** an alive launch at or above this market cap (peak or now), USD, proves the deployer. */
  provenMarketCapUsd: number;
  serialRuggerMinDead: number;
  /** percent of sampled launches dead. */
  serialRuggerMinDeadPct: number;
  serialRuggerMinPumpAndDumps: number;
  poorTrackRecordMinDead: number;
  /** percent of sampled launches dead. */
  poorTrackRecordMinDeadPct: number;
  /**
   * What a deployer's record is compared with until the stored scans have enough creators of its
   * band (docs/scoring.md "Deployer base rate"): per band of earlier launches, the share of launches
   * that die (dead by the rules above) and that pump past 100k USD and go to dust, 0..1.
   */
  deployerPriorRates: { min: number; max: number | null; deadRate: number; pumpAndDumpRate: number }[];
  /** stored creators a band needs before its own rates replace the prior. */
  deployerBaseRateMinCreators: number;
  /** a record at least as bad is this rare (percent of creators with as many launches) or rarer: unusual (REVIEW). */
  deployerUnusualTailPct: number;
  /** ... or this rare: uncommon (a few points, no REVIEW). */
  deployerUncommonTailPct: number;
  /** a creator-funded wallet that sold at least this share of what it bought of a launch (percent) dumped it. */
  insiderDumpMinSoldPct: number;
  /** the creator dumped a launch when it sold more than this many times what it bought (an allocation, not a dev buy). */
  creatorAllocationDumpRatio: number;
  /** earlier launches dumped by the deployer's funded wallets that make it a serial rugger whatever the base rate. */
  serialRuggerMinInsiderDumps: number;
  /** a Token-2022 transfer fee at or above this, basis points, is a honeypot trait. */
  honeypotTransferFeeBps: number;
  /** regulated-issuer mints: authorities are kept by design, labelled and not scored. */
  regulatedMints: Record<Address, string>;
  /** no sell route is called BLOCKED only at or above this liquidity, USD. */
  sellBlockedMinLiquidityUsd: number;
  /** exit_liquidity_risk when liquidity_usd / market_cap is below this ratio. */
  exitLiquidityMinRatio: number;
  /** confidence HIGH needs at least this many traced holder wallets. */
  confidenceMinWallets: number;
  /** coverage.capsHit names with these prefixes cut a holder's trace (degraded). */
  holderTraceCapPrefixes: string[];
  /** top_holder_pct above this percent scores concentration points. */
  concentrationMinPct: number;
  /**
   * hours ahead in which an unlock counts (docs/locks.md): the default of the horizon_hours
   * parameter, and the window cabal_score always weighs unlocks in, whatever a caller asks.
   */
  unlockHorizonHours: number;
  /** an unlock is meaningful from this percent of the LP (or of the supply) on; below it, it is dust. */
  unlockMeaningfulPct: number;
}

export const DEFAULT_ENGINE_CONFIG: EngineConfig = {
  maxFundingHops: 4,
  minClusterWallets: 2,
  exchangeFundedWalletsMin: 50,
  exchangeBalanceLamportsMin: 10_000n * LAMPORTS_PER_SOL,
  coordinatedSellMinBps: 2_500,
  coordinatedExitMinSoldPct: 0.5,
  deadLiquidityUsd: 1_000,
  deadMarketCapUsd: 5_000,
  pumpPeakUsd: 100_000,
  dumpDustPctOfPeak: 1,
  dumpDustMarketCapUsd: 1_000,
  deadOnArrivalPeakUsd: 25_000,
  provenMarketCapUsd: 1_000_000,
  serialRuggerMinDead: 3,
  serialRuggerMinDeadPct: 80,
  serialRuggerMinPumpAndDumps: 2,
  poorTrackRecordMinDead: 2,
  poorTrackRecordMinDeadPct: 50,
  // One prior for every band (no public breakdown by launch count exists): 0.63% of pump.fun
  // launches graduated in Sept. 2025 and most graduates die later (docs/scoring.md has the sources
  // and why 97% and 0.5%).
  deployerPriorRates: [
    { min: 1, max: 1, deadRate: 0.97, pumpAndDumpRate: 0.005 },
    { min: 2, max: 2, deadRate: 0.97, pumpAndDumpRate: 0.005 },
    { min: 3, max: 4, deadRate: 0.97, pumpAndDumpRate: 0.005 },
    { min: 5, max: 9, deadRate: 0.97, pumpAndDumpRate: 0.005 },
    { min: 10, max: 19, deadRate: 0.97, pumpAndDumpRate: 0.005 },
    { min: 20, max: null, deadRate: 0.97, pumpAndDumpRate: 0.005 },
  ],
  deployerBaseRateMinCreators: 30,
  deployerUnusualTailPct: 1,
  deployerUncommonTailPct: 5,
  insiderDumpMinSoldPct: 50,
  creatorAllocationDumpRatio: 2,
  serialRuggerMinInsiderDumps: 2,
  honeypotTransferFeeBps: 500,
  regulatedMints: {
    EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v: "USDC",
    Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB: "USDT",
    "2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo": "PYUSD",
  },
  sellBlockedMinLiquidityUsd: 1_000,
  exitLiquidityMinRatio: 0.03,
  confidenceMinWallets: 5,
  holderTraceCapPrefixes: ["holder_", "funding_"],
  concentrationMinPct: 20,
  unlockHorizonHours: 72,
  unlockMeaningfulPct: 1,
};

/** Defaults overlaid with the given values; an explicit undefined keeps the default. */
export function resolveEngineConfig(overrides: Partial<EngineConfig> = {}): EngineConfig {
  const defined = Object.entries(overrides).filter(([, value]) => value !== undefined);
  return { ...DEFAULT_ENGINE_CONFIG, ...(Object.fromEntries(defined) as Partial<EngineConfig>) };
}
