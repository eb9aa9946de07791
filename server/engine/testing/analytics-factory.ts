// Test-only factories for the analytics layers: trades with deterministic
// signatures and an AnalyticsSnapshot around makeSnapshot's clean token.
import type { AnalyticsSnapshot, HistoryTrade, TradeHistorySnapshot } from "@/server/engine/analytics/types";
import type { Address, TokenSnapshot } from "@/server/engine/snapshot";
import { LAMPORTS_PER_SOL, makeSnapshot, signature } from "@/server/engine/testing/snapshot-factory";

export interface TradeSpec {
  owner: Address;
  side: "buy" | "sell";
  slot: number;
  amount: bigint;
  /** SOL of the trade, in SOL (not lamports); null = no SOL leg. */
  sol?: number | null;
  balanceAfter?: bigint;
  blockTime?: number | null;
  tag?: string;
}

export function makeTrade(spec: TradeSpec): HistoryTrade {
  return {
    signature: signature(`${spec.side}:${spec.owner}:${spec.slot}:${spec.tag ?? ""}`),
    slot: spec.slot,
    blockTime: spec.blockTime === undefined ? 1_700_000_000 + Math.floor(spec.slot * 0.4) : spec.blockTime,
    owner: spec.owner,
    side: spec.side,
    amount: spec.amount,
    balanceAfter: spec.balanceAfter ?? (spec.side === "buy" ? spec.amount : 0n),
    lamports: spec.sol === null ? null : BigInt(Math.round((spec.sol ?? 1) * Number(LAMPORTS_PER_SOL))),
    venue: "pumpswap",
    reserves: null,
  };
}

export function makeHistory(trades: HistoryTrade[], overrides: Partial<TradeHistorySnapshot> = {}): TradeHistorySnapshot {
  return { trades, tradingOpenedSlot: 1_000, complete: true, transactionsRead: trades.length, capsHit: [], creatorTransfers: [], ...overrides };
}

export function makeAnalytics(overrides: { token?: TokenSnapshot; history?: TradeHistorySnapshot; lp?: AnalyticsSnapshot["lp"] } = {}): AnalyticsSnapshot {
  return { token: overrides.token ?? makeSnapshot(), history: overrides.history ?? makeHistory([]), lp: overrides.lp ?? null, slot: 5_000 };
}
