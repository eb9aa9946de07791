// Liquidity (docs/decisions.md "Trade analysis"): the main pool, its LP token's
// burned and locked shares, and the ten largest sells by SOL with the price
// impact each had on the pool, from the reserves before and after it.
import { lamportsToSol, roundTo } from "@/server/engine/format";
import type { Address, Signature } from "@/server/engine/snapshot";
import { getPoolAddress } from "@/server/engine/snapshot-helpers";
import { DEFAULT_LOCK_HORIZON, describeLpLocks, noLpLocks, type LockHorizon, type LpLockFields } from "@/server/engine/analytics/lp-locks";
import type { AnalyticsSnapshot, HistoryTrade, LpSnapshot, PoolReserves } from "@/server/engine/analytics/types";

/** lp_burned when at least 95% of the LP supply is burned or held by the incinerator. */
export const LP_BURNED_MIN_PCT = 95;
export const LARGEST_SELLS = 10;
/** The burn address: tokens sent here can never move again. */
export const INCINERATOR = "1nc1nerator11111111111111111111111111111111";

export interface SellImpact {
  wallet: Address;
  sol: number;
  impact_pct: number | null;
  slot: number;
  signature: Signature;
}

export interface LiquidityResult extends LpLockFields {
  liquidity_usd: number | null;
  pool: Address | null;
  venue: string | null;
  lp_mint: Address | null;
  lp_burned_pct: number | null;
  lp_burned: boolean | null;
  sells: SellImpact[];
  note: string | null;
}

/** The main pool: the pool account holding the most of the mint (a stray small pool is not where the liquidity is). */
export function findMainPool<T extends { kind: string; amount: bigint }>(accounts: readonly T[]): T | undefined {
  return accounts.filter((a) => a.kind === "pool").reduce<T | undefined>((best, a) => (best === undefined || a.amount > best.amount ? a : best), undefined);
}

/** `horizon`: the caller's horizon_hours (docs/locks.md); unlocks are counted from the scan's observedAt. */
export function analyzeLiquidity(input: AnalyticsSnapshot, horizon: LockHorizon = DEFAULT_LOCK_HORIZON): LiquidityResult {
  const market = input.token.market;
  const curve = input.token.liquidityAccounts.find((a) => a.kind === "bonding_curve");
  const base = {
    liquidity_usd: market.status === "ok" ? market.liquidityUsd : null,
    sells: largestSells(input.history.trades),
    ...noLpLocks(horizon),
  };
  if (curve && !input.lp) {
    return { ...base, pool: getPoolAddress(curve), venue: curve.venue, lp_mint: null, lp_burned_pct: null, lp_burned: null, note: "bonding curve: no LP token exists until the token graduates" };
  }
  if (!input.lp) {
    const pool = findMainPool(input.token.liquidityAccounts);
    return { ...base, pool: pool ? getPoolAddress(pool) : null, venue: pool?.venue ?? null, lp_mint: null, lp_burned_pct: null, lp_burned: null, note: pool ? "the pool's LP token could not be read" : "no pool found" };
  }
  return { ...base, ...describeLp(input.lp, input.token.observedAt, horizon) };
}

function describeLp(lp: LpSnapshot, asOf: number, horizon: LockHorizon): Omit<LiquidityResult, "liquidity_usd" | "sells"> {
  const supply = lp.supply;
  const none = { pool: lp.pool, venue: lp.venue, lp_mint: lp.lpMint, ...noLpLocks(horizon) };
  if (supply === null) return { ...none, lp_burned_pct: null, lp_burned: null, note: "the LP mint could not be read" };
  // ever minted = current supply + what burns removed; without the mint history, the current supply
  const minted = lp.minted !== null && lp.minted >= supply ? lp.minted : supply;
  const incinerated = lp.holders.filter((h) => h.owner === INCINERATOR).reduce((sum, h) => sum + h.amount, 0n);
  const burned = minted - supply + incinerated;
  const burnedPct = minted > 0n ? share(burned, minted) : null;
  return {
    ...none,
    ...(minted > 0n ? describeLpLocks(lp.locks, minted, asOf, horizon) : {}),
    lp_burned_pct: burnedPct,
    lp_burned: burnedPct === null ? null : burnedPct >= LP_BURNED_MIN_PCT,
    note: lp.minted === null ? "burned share counts LP held by the incinerator; burns before the history read are not seen" : null,
  };
}

function share(part: bigint, whole: bigint): number {
  return roundTo(Number((part * 1_000_000n) / whole) / 10_000, 2);
}

function largestSells(trades: HistoryTrade[]): SellImpact[] {
  return trades
    .filter((t) => t.side === "sell" && t.lamports !== null)
    .sort((a, b) => (b.lamports! > a.lamports! ? 1 : b.lamports! < a.lamports! ? -1 : a.slot - b.slot))
    .slice(0, LARGEST_SELLS)
    .map((t) => ({ wallet: t.owner, sol: roundTo(lamportsToSol(t.lamports!), 4), impact_pct: priceImpact(t.reserves), slot: t.slot, signature: t.signature }));
}

/** Percent the pool price (SOL per token) fell across the sell; null without reserves. */
export function priceImpact(reserves: PoolReserves | null): number | null {
  if (!reserves || reserves.tokenBefore <= 0n || reserves.tokenAfter <= 0n || reserves.solBefore <= 0n) return null;
  const before = Number(reserves.solBefore) / Number(reserves.tokenBefore);
  const after = Number(reserves.solAfter) / Number(reserves.tokenAfter);
  return roundTo(((before - after) / before) * 100, 2);
}
