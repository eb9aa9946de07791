// Sell route check: a quote for selling the token back to SOL (nothing signed).
// No route while the token demonstrably has liquidity (>= config.sellBlockedMinLiquidityUsd
// on its deepest pair) is the honeypot shape, called BLOCKED, which forces
// AVOID. With no pair, thin liquidity, or no quote, the service cannot judge:
// checked=false, and nothing is scored.
import { formatUsd, lamportsToSol, roundTo } from "@/server/engine/format";
import type { Layer, LayerResult, ReasonNote } from "@/server/engine/layer-types";
import type { SellCheck } from "@/server/contracts/scan-report";

type Findings = { sellCheck: SellCheck; blocked: boolean };

const unjudged = (note: string, routable: boolean | null = null): LayerResult<Findings> => ({
  findings: { sellCheck: { checked: false, routable, price_impact_pct: null, sol_out: null, note }, blocked: false },
  contributions: [],
  notes: [],
});

export const sellRouteLayer: Layer<"sell_route"> = {
  id: "sell_route",
  requires: ["sellQuote", "market"],
  evaluate(snapshot, config) {
    const quote = snapshot.sellQuote;
    if (quote.status === "unavailable") return unjudged(`sell quote unavailable: ${quote.error}`);
    if (quote.status === "skipped") return unjudged(`sell quote skipped: ${quote.reason}`);
    if (quote.routable) {
      const labels = quote.routeLabels.length > 0 ? ` via ${quote.routeLabels.join(", ")}` : "";
      const sellCheck: SellCheck = {
        checked: true,
        routable: true,
        price_impact_pct: quote.priceImpactPct,
        sol_out: roundTo(lamportsToSol(quote.outLamports), 9),
        note: `sell route found${labels}`,
      };
      return { findings: { sellCheck, blocked: false }, contributions: [], notes: [] };
    }
    const market = snapshot.market;
    if (market.status !== "ok") return unjudged(`no sell route and no known pool: cannot judge (${quote.reason})`, false);
    if (market.liquidityUsd < config.sellBlockedMinLiquidityUsd) {
      return unjudged(`no sell route, but liquidity ${formatUsd(market.liquidityUsd)} is too thin to call it blocked`, false);
    }
    const note = `BLOCKED: no sell route while the pair holds ${formatUsd(market.liquidityUsd)} of liquidity (${quote.reason})`;
    const critical: ReasonNote = { layer: "sell_route", severity: "critical", text: `sell ${note}`, evidence: [] };
    const sellCheck: SellCheck = { checked: true, routable: false, price_impact_pct: null, sol_out: null, note };
    return { findings: { sellCheck, blocked: true }, contributions: [], notes: [critical] };
  },
};
