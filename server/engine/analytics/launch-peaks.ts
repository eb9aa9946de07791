// Deployer peaks (docs/decisions.md "Deployer peaks"): a past launch's peak market
// cap from its own trade history (the highest traded price x supply) and the
// lowest market cap traded after that peak. Whether that is a pump-and-dump
// (past 100,000 USD, then dust) needs USD, so the deployer layer decides it
// (isPumpAndDump) with the scan's SOL price. Prices are execution prices
// (SOL paid / tokens).
import type { HistoryTrade } from "@/server/engine/analytics/types";

/** Trades smaller than this many lamports are dust: their fee-dominated price is no peak. */
export const MIN_PRICED_TRADE_LAMPORTS = 10_000_000n;

export interface LaunchPeak {
  /** in the currency of `quoteUsd` (1 = SOL), unrounded. */
  peakMcap: number;
  peakSlot: number;
  /** the lowest market cap traded after the peak (same currency); null when no priced trade followed it. */
  floorAfterPeak: number | null;
}

/** `solUsd`: USD per SOL, or 1 to get the values in SOL. */
export function computeLaunchPeak(trades: HistoryTrade[], supply: bigint, decimals: number, solUsd: number): LaunchPeak | null {
  const priced = trades
    .filter((t) => t.lamports !== null && t.lamports >= MIN_PRICED_TRADE_LAMPORTS && t.amount > 0n)
    .sort((a, b) => a.slot - b.slot)
    .map((t) => ({ trade: t, mcap: marketCap(t, supply, decimals, solUsd) }));
  if (priced.length === 0) return null;
  const peak = priced.reduce((best, p) => (p.mcap > best.mcap ? p : best));
  const after = priced.filter((p) => p.trade.slot > peak.trade.slot).map((p) => p.mcap);
  return { peakMcap: peak.mcap, peakSlot: peak.trade.slot, floorAfterPeak: after.length > 0 ? Math.min(...after) : null };
}

export interface DumpRule {
  /** the peak must exceed this, USD. */
  pumpPeakUsd: number;
  /** "dust": below this share of the peak, percent ... */
  dustPctOfPeak: number;
  /** ... or below this market cap, USD. */
  dustMarketCapUsd: number;
}

/**
 * A pump-and-dump: the peak ran past `pumpPeakUsd` and the market cap after it fell
 * to dust (below `dustPctOfPeak` % of the peak, or below `dustMarketCapUsd`).
 * `afterPeakUsd` is the lowest value seen after the peak (traded, or now); null
 * when none is known. null = unknown (no peak, or a big peak with nothing after it).
 */
export function isPumpAndDump(peakUsd: number | null, afterPeakUsd: number | null, rule: DumpRule): boolean | null {
  if (peakUsd === null) return null;
  if (peakUsd <= rule.pumpPeakUsd) return false;
  if (afterPeakUsd === null) return null;
  return afterPeakUsd < (peakUsd * rule.dustPctOfPeak) / 100 || afterPeakUsd < rule.dustMarketCapUsd;
}

function marketCap(trade: HistoryTrade, supply: bigint, decimals: number, solUsd: number): number {
  const sol = Number(trade.lamports) / 1e9;
  const tokens = Number(trade.amount) / 10 ** decimals;
  return (sol / tokens) * (Number(supply) / 10 ** decimals) * solUsd;
}
