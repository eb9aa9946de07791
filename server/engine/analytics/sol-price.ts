// USD per SOL from the scanned token's deepest pair, when that pair is quoted
// in wrapped SOL: one quote token is worth priceUsd / priceNative USD.
import type { MarketSnapshot } from "@/server/engine/snapshot";

/** The wrapped-SOL mint (a native constant of the chain). */
export const WRAPPED_SOL_MINT = "So11111111111111111111111111111111111111112";

export function getSolUsd(market: MarketSnapshot): number | null {
  if (market.status !== "ok" || !market.priceUsd || !market.priceNative || market.quoteMint !== WRAPPED_SOL_MINT) return null;
  return market.priceUsd / market.priceNative;
}
