// Judging one past launch of the deployer and summarising them all.
// Dead: no pair at all, or liquidity < config.deadLiquidityUsd, or market cap
// < config.deadMarketCapUsd. Dead on arrival: dead with no pair, or dead with a
// known peak below config.deadOnArrivalPeakUsd. Pump and dump: a known peak
// above config.pumpPeakUsd and a market cap now below config.deadMarketCapUsd
// (dust); unknown when the peak is unknown. Where the gatherer read the
// launch's own trade history, its peak and pump-and-dump (a 90% fall within 7
// days, docs/decisions.md "Deployer peaks") come from there.
import type { EngineConfig } from "../config";
import { roundTo } from "../format";
import type { LaunchEntry } from "../report-types";
import type { LaunchSnapshot } from "../snapshot";

export interface LaunchFacts {
  entry: LaunchEntry;
  deadOnArrival: boolean;
  pumpAndDump: boolean | null;
}

/** `solUsd` prices the history's SOL peak; null leaves it unknown. */
export function judgeLaunch(launch: LaunchSnapshot, config: EngineConfig, solUsd: number | null = null): LaunchFacts {
  const base = { mint: launch.mint, symbol: launch.symbol, signature: launch.signature, slot: launch.slot, venue: launch.venue };
  const market = launch.market;
  const history = launch.history?.status === "ok" ? launch.history : null;
  const historyPeak = history?.peakMcapSol != null && solUsd !== null ? Math.round(history.peakMcapSol * solUsd) : null;
  const historyDump = history?.pumpAndDump ?? null;
  if (market.status === "unavailable") {
    const entry = { ...base, peak_mcap_usd: historyPeak, now_mcap_usd: null, drawdown_from_peak: null, status: "unknown" as const };
    return { entry, deadOnArrival: false, pumpAndDump: historyDump };
  }
  if (market.status === "none") {
    const entry = { ...base, peak_mcap_usd: historyPeak, now_mcap_usd: null, drawdown_from_peak: null, status: "dead" as const };
    return { entry, deadOnArrival: historyPeak === null || historyPeak < config.deadOnArrivalPeakUsd, pumpAndDump: historyDump };
  }
  const peak = market.peakMarketCap ?? historyPeak;
  const dead = market.liquidityUsd < config.deadLiquidityUsd || market.marketCap < config.deadMarketCapUsd;
  const drawdown = peak !== null && peak > 0 ? roundTo(Math.max(0, ((peak - market.marketCap) / peak) * 100), 1) : null;
  const entry: LaunchEntry = {
    ...base,
    peak_mcap_usd: peak,
    now_mcap_usd: market.marketCap,
    drawdown_from_peak: drawdown,
    status: dead ? "dead" : "alive",
  };
  return {
    entry,
    deadOnArrival: dead && peak !== null && peak < config.deadOnArrivalPeakUsd,
    pumpAndDump: historyDump ?? (peak === null ? null : peak > config.pumpPeakUsd && market.marketCap < config.deadMarketCapUsd),
  };
}

export interface LaunchSummary {
  tokensLaunched: number;
  sampled: number;
  dead: number;
  deadPct: number | null;
  stillAlive: number;
  deadOnArrival: number;
  pumpAndDumps: number | null;
  bestPeakUsd: number | null;
  medianPeakUsd: number | null;
  /** an alive launch at or above config.provenMarketCapUsd (peak or now). */
  hasProvenLaunch: boolean;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summariseLaunches(facts: LaunchFacts[], config: EngineConfig): LaunchSummary {
  const sampled = facts.filter((fact) => fact.entry.status !== "unknown");
  const dead = sampled.filter((fact) => fact.entry.status === "dead").length;
  const peaks = facts.map((fact) => fact.entry.peak_mcap_usd).filter((peak): peak is number => peak !== null);
  const knownPumps = facts.filter((fact) => fact.pumpAndDump !== null);
  return {
    tokensLaunched: facts.length,
    sampled: sampled.length,
    dead,
    deadPct: sampled.length > 0 ? roundTo((dead / sampled.length) * 100, 1) : null,
    stillAlive: sampled.length - dead,
    deadOnArrival: facts.filter((fact) => fact.deadOnArrival).length,
    pumpAndDumps: knownPumps.length > 0 ? knownPumps.filter((fact) => fact.pumpAndDump).length : null,
    bestPeakUsd: peaks.length > 0 ? Math.max(...peaks) : null,
    medianPeakUsd: median(peaks),
    hasProvenLaunch: sampled.some(
      (fact) =>
        fact.entry.status === "alive" &&
        Math.max(fact.entry.peak_mcap_usd ?? 0, fact.entry.now_mcap_usd ?? 0) >= config.provenMarketCapUsd,
    ),
  };
}
