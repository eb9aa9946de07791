// Exit-liquidity flag: liquidity_usd / market_cap below config.exitLiquidityMinRatio
// (default 0.03, i.e. under $3 of pool depth per $100 of market cap) means holders
// cannot exit without heavy slippage. Needs both values known and a market cap
// above zero; market_cap falls back to FDV when the market source omits it.
import { formatPct, formatUsd, roundTo } from "@/server/engine/format";
import type { Layer } from "@/server/engine/layer-types";
import type { MarketSnapshot } from "@/server/engine/snapshot";

export function getMarketCap(market: MarketSnapshot): number | null {
  return market.status === "ok" ? (market.marketCap ?? market.fdv) : null;
}

export const exitLiquidityLayer: Layer<"exit_liquidity"> = {
  id: "exit_liquidity",
  requires: ["market"],
  evaluate(snapshot, config) {
    const market = snapshot.market;
    const marketCap = getMarketCap(market);
    if (market.status === "none") {
      // No pair anywhere: a buyer could not sell at all today. Not coordination
      // (no points), but never a clean bill: the headline goes to REVIEW.
      const text = "no liquidity pool or market found for this token: there is no way to sell it right now";
      return { findings: { exitLiquidityRisk: false, ratio: null, noMarket: true }, contributions: [], notes: [{ layer: "exit_liquidity" as const, severity: "warning" as const, text, evidence: [] }] };
    }
    if (market.status !== "ok" || marketCap === null || marketCap <= 0) {
      return { findings: { exitLiquidityRisk: false, ratio: null, noMarket: false }, contributions: [], notes: [] };
    }
    const ratio = market.liquidityUsd / marketCap;
    const exitLiquidityRisk = ratio < config.exitLiquidityMinRatio;
    const text =
      `thin exit liquidity: ${formatUsd(market.liquidityUsd)} of liquidity for ${formatUsd(marketCap)} market cap ` +
      `(${formatPct(ratio * 100)}, below ${formatPct(config.exitLiquidityMinRatio * 100)})`;
    const notes = exitLiquidityRisk ? [{ layer: "exit_liquidity" as const, severity: "warning" as const, text, evidence: [] }] : [];
    return { findings: { exitLiquidityRisk, ratio: roundTo(ratio, 6), noMarket: false }, contributions: [], notes };
  },
};
