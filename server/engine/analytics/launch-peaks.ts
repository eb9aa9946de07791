// Deployer peaks (docs/decisions.md "Deployer peaks"): a past launch's peak market
// cap from its own trade history (the highest traded price x supply), and
// whether it was a pump-and-dump: its market cap fell 90% or more from that
// peak within 7 days. Prices are execution prices (SOL paid / tokens), priced
// in USD at the SOL price of the read.
import type { HistoryTrade } from "./types";

export const DUMP_DROP_PCT = 90;
export const DUMP_WINDOW_SECONDS = 7 * 24 * 3600;
/** Trades smaller than this many lamports are dust: their fee-dominated price is no peak. */
export const MIN_PRICED_TRADE_LAMPORTS = 10_000_000n;
/** slots per second when a trade has no block time. */
const SLOTS_PER_SECOND = 2.5;

export interface LaunchPeak {
  /** in the currency of `quoteUsd` (1 = SOL), unrounded. */
  peakMcap: number;
  peakSlot: number;
  pumpAndDump: boolean;
}

/** `solUsd`: USD per SOL, or 1 to get the peak in SOL. */
export function computeLaunchPeak(trades: HistoryTrade[], supply: bigint, decimals: number, solUsd: number): LaunchPeak | null {
  const priced = trades
    .filter((t) => t.lamports !== null && t.lamports >= MIN_PRICED_TRADE_LAMPORTS && t.amount > 0n)
    .sort((a, b) => a.slot - b.slot)
    .map((t) => ({ trade: t, mcap: marketCapUsd(t, supply, decimals, solUsd) }));
  if (priced.length === 0) return null;
  const peak = priced.reduce((best, p) => (p.mcap > best.mcap ? p : best));
  const after = priced.filter((p) => p.trade.slot > peak.trade.slot && elapsedSeconds(peak.trade, p.trade) <= DUMP_WINDOW_SECONDS);
  const floor = peak.mcap * (1 - DUMP_DROP_PCT / 100);
  return { peakMcap: peak.mcap, peakSlot: peak.trade.slot, pumpAndDump: after.some((p) => p.mcap <= floor) };
}

function marketCapUsd(trade: HistoryTrade, supply: bigint, decimals: number, solUsd: number): number {
  const sol = Number(trade.lamports) / 1e9;
  const tokens = Number(trade.amount) / 10 ** decimals;
  return (sol / tokens) * (Number(supply) / 10 ** decimals) * solUsd;
}

function elapsedSeconds(from: HistoryTrade, to: HistoryTrade): number {
  if (from.blockTime !== null && to.blockTime !== null) return to.blockTime - from.blockTime;
  return (to.slot - from.slot) / SLOTS_PER_SECOND;
}
