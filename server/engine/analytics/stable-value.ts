// Trades quoted in a USD stablecoin (USDC, USDT) have no SOL side of their
// own. Where the market gives a SOL/USD price (sol-price.ts), their SOL value
// is the stablecoin amount at that price, so wallet ledgers and cohort PnL
// count them with the SOL-quoted trades. Without a price they stay null
// (uncosted), as before. The price is today's, not the trade's: an estimate.
import type { HistoryTrade } from "@/server/engine/analytics/types";

/** USD stablecoins with 6 decimals, by mint. */
const USD_STABLECOINS: ReadonlySet<string> = new Set(["EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB"]);
const STABLE_DECIMALS = 1e6;

export function valueStablecoinTrades(trades: HistoryTrade[], solUsd: number | null): HistoryTrade[] {
  if (!solUsd || solUsd <= 0) return trades;
  return trades.map((t) => {
    if (t.lamports !== null || !t.quoteMint || !USD_STABLECOINS.has(t.quoteMint) || t.quoteAmount === undefined) return t;
    const usd = Number(t.quoteAmount) / STABLE_DECIMALS;
    return { ...t, lamports: BigInt(Math.round((usd / solUsd) * 1e9)) };
  });
}
