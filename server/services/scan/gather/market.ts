// Market data (DexScreener) and the sell quote (Jupiter). Both are optional
// evidence: a failure degrades the report, it never fails the scan.
import { KNOWN_ACCOUNTS } from "@/server/chain/labels/known-programs";
import type { DexScreenerClient } from "@/server/chain/market/client";
import { summarizeMarket } from "@/server/chain/market/transform";
import type { JupiterClient } from "@/server/chain/quotes/client";
import type { Address, LaunchSnapshot, MarketSnapshot, MintSnapshot, SellQuoteSnapshot } from "@/server/engine/snapshot";
import type { CoverageRecorder } from "@/server/services/scan/gather/coverage";

export const WRAPPED_SOL_MINT = KNOWN_ACCOUNTS.wrappedSolMint;
/** The sell we quote: tokens worth this much USD at the market price. */
export const SELL_QUOTE_USD = 500;
/** Without a price we quote this share of supply, in basis points (0.1%). */
export const SELL_QUOTE_SUPPLY_BPS = 10n;
export const SELL_QUOTE_SLIPPAGE_BPS = 300;

export async function fetchMarket(market: DexScreenerClient, mint: Address, coverage: CoverageRecorder): Promise<MarketSnapshot> {
  try {
    return summarizeMarket(await market.fetchTokenPairs([mint]), mint);
  } catch (error) {
    coverage.fail("market data", error, "market");
    return { status: "unavailable", error: error instanceof Error ? error.message : String(error) };
  }
}

export function chooseSellAmount(mint: MintSnapshot, market: MarketSnapshot): bigint {
  const bySupply = (mint.supply * SELL_QUOTE_SUPPLY_BPS) / 10_000n;
  if (market.status !== "ok" || !market.priceUsd || market.priceUsd <= 0) return bySupply > 0n ? bySupply : 1n;
  const tokens = SELL_QUOTE_USD / market.priceUsd;
  const amount = BigInt(Math.floor(tokens * 10 ** mint.decimals));
  // never more than 1% of supply: a quote for an impossible size says nothing.
  const ceiling = mint.supply / 100n;
  return amount > ceiling ? ceiling : amount > 0n ? amount : 1n;
}

export async function fetchSellQuote(quotes: JupiterClient, mint: MintSnapshot, address: Address, market: MarketSnapshot, coverage: CoverageRecorder): Promise<SellQuoteSnapshot> {
  const amountIn = chooseSellAmount(mint, market);
  try {
    const quote = await quotes.fetchQuote({ inputMint: address, outputMint: WRAPPED_SOL_MINT, amount: amountIn, slippageBps: SELL_QUOTE_SLIPPAGE_BPS });
    if (!quote.routable) return { status: "ok", routable: false, amountIn, reason: quote.reason };
    return { status: "ok", routable: true, amountIn, outLamports: quote.outAmount, priceImpactPct: quote.priceImpactPct, routeLabels: quote.routeLabels };
  } catch (error) {
    coverage.fail("sell quote", error, "quote");
    return { status: "unavailable", error: error instanceof Error ? error.message : String(error) };
  }
}

/** Current market of each earlier launch; peaks are not in DexScreener's answer (null). */
export async function fetchLaunchMarkets(market: DexScreenerClient, mints: Address[], coverage: CoverageRecorder) {
  const out = new Map<Address, { market: LaunchSnapshot["market"]; symbol: string | null }>();
  if (mints.length === 0) return out;
  try {
    const pairs = await market.fetchTokenPairs(mints);
    for (const mint of mints) {
      const summary = summarizeMarket(pairs, mint);
      out.set(
        mint,
        summary.status === "ok"
          ? { market: { status: "ok", liquidityUsd: summary.liquidityUsd, marketCap: summary.marketCap ?? 0, peakMarketCap: null, dexId: summary.dexId }, symbol: summary.symbol }
          : { market: { status: "none" }, symbol: null },
      );
    }
  } catch (error) {
    coverage.fail("launch market data", error, "market");
    for (const mint of mints) out.set(mint, { market: { status: "unavailable" }, symbol: null });
  }
  return out;
}
