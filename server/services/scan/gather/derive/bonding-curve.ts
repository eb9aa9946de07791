// pump.fun bonding curves: DexScreener lists a curve pair without a liquidity
// figure (see the recorded pair), yet the curve is the exit: it buys tokens
// back with the real SOL it holds. We read that SOL from the curve account.
// Layout (anchor): 8-byte discriminator, then u64 LE virtualTokenReserves,
// virtualSolReserves, realTokenReserves, realSolReserves, tokenTotalSupply,
// then bool complete.
import { KNOWN_ACCOUNTS } from "@/server/chain/labels/known-programs";
import type { MarketSnapshot } from "@/server/engine/snapshot";

export interface BondingCurveState {
  virtualTokenReserves: bigint;
  virtualSolReserves: bigint;
  realTokenReserves: bigint;
  realSolReserves: bigint;
  tokenTotalSupply: bigint;
  complete: boolean;
}


export function decodeBondingCurve(base64: string): BondingCurveState | null {
  const data = Buffer.from(base64, "base64");
  if (data.length < 49) return null;
  return {
    virtualTokenReserves: data.readBigUInt64LE(8),
    virtualSolReserves: data.readBigUInt64LE(16),
    realTokenReserves: data.readBigUInt64LE(24),
    realSolReserves: data.readBigUInt64LE(32),
    tokenTotalSupply: data.readBigUInt64LE(40),
    complete: data[48] === 1,
  };
}

/**
 * Liquidity of a live curve in USD, counted like an AMM pair's (both sides:
 * 2 x the SOL it holds), priced with the SOL/USD rate implied by a SOL-quoted
 * pair (priceUsd / priceNative). Only fills a market that has no figure.
 */
export function withCurveLiquidity(market: MarketSnapshot, curve: BondingCurveState | null): MarketSnapshot {
  if (market.status !== "ok" || market.liquidityUsd > 0 || !curve || curve.complete) return market;
  if (market.quoteMint !== KNOWN_ACCOUNTS.wrappedSolMint || !market.priceUsd || !market.priceNative) return market;
  const solUsd = market.priceUsd / market.priceNative;
  const liquidityUsd = 2 * (Number(curve.realSolReserves) / 1e9) * solUsd;
  return { ...market, liquidityUsd: Math.round(liquidityUsd * 100) / 100 };
}
