// Pure: DexScreener pairs -> the engine's MarketSnapshot for one mint.
import type { MarketSnapshot } from "@/server/engine/snapshot";
import { KNOWN_ACCOUNTS } from "@/server/chain/labels/known-programs";
import type { DexPair } from "@/server/chain/market/schemas";

/** SOL, USDC, USDT: pairs quoted in these are the ones a seller actually exits through. */
export const MAJOR_QUOTE_MINTS: ReadonlySet<string> = new Set([
  KNOWN_ACCOUNTS.wrappedSolMint,
  "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
  "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB",
]);

/**
 * The deepest pair (by liquidity.usd) that trades the mint on either side
 * gives liquidity, pair and dex. Valuation (price, market cap, fdv) must
 * describe the mint, and DexScreener states it for a pair's BASE token, so it
 * comes from the deepest pair where the mint is the base; when the mint is only
 * ever a quote token its USD price is derived (priceUsd / priceNative) and the
 * caps stay null. marketCap falls back to fdv, which DexScreener sends alone
 * for some pairs.
 */
export function summarizeMarket(pairs: readonly DexPair[], mint: string): MarketSnapshot {
  const all = pairs.filter((p) => p.chainId === "solana" && (p.baseToken.address === mint || p.quoteToken.address === mint));
  // Exotic pairs (token/token) can report absurd depth from a mispriced side
  // (the recorded BONK answer has a $112M Bonk/MET pair pricing BONK 4,800x
  // too high): when the mint trades against SOL/USDC/USDT, only those count.
  const major = all.filter((p) => MAJOR_QUOTE_MINTS.has(p.baseToken.address === mint ? p.quoteToken.address : p.baseToken.address));
  const trading = major.length > 0 ? major : all;
  const deepest = maxBy(trading, liquidityUsd);
  if (!deepest) return { status: "none" };
  const valuation = maxBy(
    trading.filter((p) => p.baseToken.address === mint),
    liquidityUsd,
  );
  const token = deepest.baseToken.address === mint ? deepest.baseToken : deepest.quoteToken;
  return {
    status: "ok",
    priceUsd: valuation ? toNumber(valuation.priceUsd) : quotePriceUsd(deepest),
    liquidityUsd: liquidityUsd(deepest),
    marketCap: valuation ? (valuation.marketCap ?? valuation.fdv ?? null) : null,
    fdv: valuation?.fdv ?? null,
    pairAddress: deepest.pairAddress,
    dexId: deepest.dexId,
    pairCreatedAt: deepest.pairCreatedAt ?? null,
    pairCount: all.length,
    name: token.name || null,
    symbol: token.symbol || null,
    quoteMint: deepest.baseToken.address === mint ? deepest.quoteToken.address : deepest.baseToken.address,
    priceNative: deepest.baseToken.address === mint ? toNumber(deepest.priceNative) : null,
  };
}

function liquidityUsd(pair: DexPair): number {
  return pair.liquidity?.usd ?? 0;
}

function maxBy<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>((best, item) => (best === undefined || score(item) > score(best) ? item : best), undefined);
}

// priceUsd is the base token's USD price and priceNative its price in quote
// tokens, so one quote token is worth priceUsd / priceNative USD.
function quotePriceUsd(pair: DexPair): number | null {
  const usd = toNumber(pair.priceUsd);
  const native = toNumber(pair.priceNative);
  return usd !== null && native !== null && native > 0 ? usd / native : null;
}

function toNumber(value: string | undefined): number | null {
  if (value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
