// Exit cost at the caller's size: the Jupiter sell quote for a position worth
// size_usd (or size_sol), and the round trip (buy that size, then sell what the
// buy returned) with its loss. Per request only: it depends on the caller's
// size, so it is never stored in the shared cached report.
import { KNOWN_ACCOUNTS } from "@/server/chain/labels/known-programs";
import type { JupiterClient } from "@/server/chain/quotes/client";
import { getSolUsd } from "@/server/engine/analytics/sol-price";
import type { MarketSnapshot } from "@/server/engine/snapshot";

export const EXIT_QUOTE_SLIPPAGE_BPS = 300;
const WSOL = KNOWN_ACCOUNTS.wrappedSolMint;
const LAMPORTS = 1e9;

export type PositionSize = { usd: number } | { sol: number };

export interface ExitCost {
  size_usd: number | null;
  size_sol: number | null;
  sell: { routable: boolean; sol_out: number | null; price_impact_pct: number | null; note: string | null };
  round_trip: { routable: boolean; sol_in: number; sol_back: number | null; loss_pct: number | null; note: string | null };
}

export async function quoteExitCost(quotes: JupiterClient, mint: string, decimals: number, market: MarketSnapshot, size: PositionSize): Promise<ExitCost> {
  const solUsd = getSolUsd(market);
  const sizeSol = "sol" in size ? size.sol : solUsd ? size.usd / solUsd : null;
  const sizeUsd = "usd" in size ? size.usd : solUsd ? size.sol * solUsd : null;
  const priceUsd = market.status === "ok" ? market.priceUsd : null;
  const sellTokens = sizeUsd !== null && priceUsd ? BigInt(Math.floor((sizeUsd / priceUsd) * 10 ** decimals)) : null;
  const [sell, buy] = await Promise.all([
    sellTokens && sellTokens > 0n ? quotes.fetchQuote({ inputMint: mint, outputMint: WSOL, amount: sellTokens, slippageBps: EXIT_QUOTE_SLIPPAGE_BPS }) : null,
    sizeSol ? quotes.fetchQuote({ inputMint: WSOL, outputMint: mint, amount: BigInt(Math.round(sizeSol * LAMPORTS)), slippageBps: EXIT_QUOTE_SLIPPAGE_BPS }) : null,
  ]);
  const back = buy?.routable ? await quotes.fetchQuote({ inputMint: mint, outputMint: WSOL, amount: buy.outAmount, slippageBps: EXIT_QUOTE_SLIPPAGE_BPS }) : null;
  const solBack = back?.routable ? Number(back.outAmount) / LAMPORTS : null;
  return {
    size_usd: sizeUsd,
    size_sol: sizeSol,
    sell: sell?.routable
      ? { routable: true, sol_out: Number(sell.outAmount) / LAMPORTS, price_impact_pct: sell.priceImpactPct, note: null }
      : { routable: false, sol_out: null, price_impact_pct: null, note: sell ? sell.reason : "no USD price: the size cannot be turned into tokens" },
    round_trip: {
      routable: solBack !== null,
      sol_in: sizeSol ?? 0,
      sol_back: solBack,
      loss_pct: solBack !== null && sizeSol ? Math.round((1 - solBack / sizeSol) * 10_000) / 100 : null,
      note: !sizeSol ? "no SOL price: the size cannot be turned into SOL" : !buy?.routable ? "no buy route" : solBack === null ? "no sell route back" : null,
    },
  };
}
