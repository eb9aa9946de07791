// pump.fun bonding-curve arithmetic (constant product on virtual reserves),
// the same integer formulas as the program. A new curve starts at 30 SOL /
// 1.073B tokens virtual, 793.1M tokens for sale; 6-decimal tokens, 1B supply.
import type { CurveState } from "@/server/ledger/world/types";

export const PUMP_DECIMALS = 6;
export const PUMP_TOTAL_SUPPLY = 1_000_000_000_000_000n;
export const INITIAL_VIRTUAL_TOKENS = 1_073_000_000_000_000n;
export const INITIAL_VIRTUAL_SOL = 30_000_000_000n;
export const INITIAL_REAL_TOKENS = 793_100_000_000_000n;
/** protocol fee to the pump.fun fee recipient, basis points of the SOL side. */
export const PUMP_PROTOCOL_FEE_BPS = 95n;
/** creator fee to the creator vault, basis points of the SOL side. */
export const PUMP_CREATOR_FEE_BPS = 5n;

export function newCurve(mint: string, creator: string): CurveState {
  return {
    mint,
    creator,
    virtualTokenReserves: INITIAL_VIRTUAL_TOKENS,
    virtualSolReserves: INITIAL_VIRTUAL_SOL,
    realTokenReserves: INITIAL_REAL_TOKENS,
    realSolReserves: 0n,
    tokenTotalSupply: PUMP_TOTAL_SUPPLY,
    complete: false,
  };
}

export interface CurveTrade {
  tokens: bigint;
  /** SOL into (buy) or out of (sell) the curve, before fees. */
  sol: bigint;
  protocolFee: bigint;
  creatorFee: bigint;
}

const feeOf = (sol: bigint, bps: bigint) => (sol * bps + 9_999n) / 10_000n;

/** Tokens bought for a total SOL budget (fees included), capped at the tokens left for sale. */
export function quoteCurveBuy(curve: CurveState, budget: bigint): CurveTrade {
  const net = (budget * 10_000n) / (10_000n + PUMP_PROTOCOL_FEE_BPS + PUMP_CREATOR_FEE_BPS);
  let tokens = (net * curve.virtualTokenReserves) / (curve.virtualSolReserves + net);
  if (tokens > curve.realTokenReserves) tokens = curve.realTokenReserves;
  const sol = (tokens * curve.virtualSolReserves) / (curve.virtualTokenReserves - tokens) + 1n;
  return { tokens, sol, protocolFee: feeOf(sol, PUMP_PROTOCOL_FEE_BPS), creatorFee: feeOf(sol, PUMP_CREATOR_FEE_BPS) };
}

export function quoteCurveSell(curve: CurveState, tokens: bigint): CurveTrade {
  const sol = (tokens * curve.virtualSolReserves) / (curve.virtualTokenReserves + tokens);
  return { tokens, sol, protocolFee: feeOf(sol, PUMP_PROTOCOL_FEE_BPS), creatorFee: feeOf(sol, PUMP_CREATOR_FEE_BPS) };
}

export function applyCurveBuy(curve: CurveState, t: CurveTrade): void {
  curve.virtualTokenReserves -= t.tokens;
  curve.realTokenReserves -= t.tokens;
  curve.virtualSolReserves += t.sol;
  curve.realSolReserves += t.sol;
  if (curve.realTokenReserves === 0n) curve.complete = true;
}

export function applyCurveSell(curve: CurveState, t: CurveTrade): void {
  curve.virtualTokenReserves += t.tokens;
  curve.realTokenReserves += t.tokens;
  curve.virtualSolReserves -= t.sol;
  curve.realSolReserves -= t.sol;
}

/** Price of one whole token in SOL on the curve. */
export function curvePriceSol(curve: CurveState): number {
  return Number(curve.virtualSolReserves) / 1e9 / (Number(curve.virtualTokenReserves) / 10 ** PUMP_DECIMALS);
}
