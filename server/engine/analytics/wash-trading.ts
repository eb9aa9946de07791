// Wash trading (docs/decisions.md "Trade analysis"): round trips between the
// wallets of ONE operator, never one trader's own buys and sells. Wallets are
// one operator group when they share a funder (a scan funding cluster or
// exited group, or a hop-1 funder in `fundedBy`) or a fee payer other than
// themselves paid for trades of each (wash-groups.ts). A group washes when its
// trades hold at least MIN_ROUND_TRIPS round trips (a buy by any member, then a
// sell of at least 90% of it by any member within 10 minutes), at least two of
// its wallets take part, and its net position change is at most 5% of its
// gross token volume. An honest trader flipping its own bag is alone in its
// group and is never named, however often it trades.
import { pctOf, roundTo } from "@/server/engine/format";
import type { Address, Signature } from "@/server/engine/snapshot";
import type { HistoryTrade } from "@/server/engine/analytics/types";
import { findOperatorGroups, type OperatorGroup, type WashGroupInputs } from "@/server/engine/analytics/wash-groups";

export const MIN_ROUND_TRIPS = 3;
/** a sell closes a round trip when it is at least 90% of the buy (basis points). */
export const ROUND_TRIP_MIN_BPS = 9_000n;
export const ROUND_TRIP_WINDOW_SECONDS = 600;
/** net change at most 5% of gross volume (basis points). */
export const MAX_NET_BPS = 500n;
/** wallets of one group that must take part in its round trips: one alone is a trader, not a ring. */
export const MIN_WASH_WALLETS = 2;
/** slots per second when a trade has no block time (400 ms slots). */
const SLOTS_PER_SECOND = 2.5;

export interface WashOffender {
  wallet: Address;
  /** the offender group: every wallet of it that took part in its round trips. */
  group_id: string;
  members: Address[];
  /** what binds the group: its shared funder and/or the fee payer that paid for its trades. */
  shared_funder: Address | null;
  shared_fee_payer: Address | null;
  /** round trips this wallet took part in (its buy or its sell). */
  round_trips: number;
  /** the group's round trips. */
  group_round_trips: number;
  /** this wallet's gross token volume, % of all volume. */
  volume_pct: number;
  evidence_txs: Signature[];
}

export interface WashResult {
  wash_score: number;
  wash_volume_pct: number;
  offenders: WashOffender[];
}

export type { WashGroupInputs };

export function detectWashTrading(trades: HistoryTrade[], inputs: WashGroupInputs = {}): WashResult {
  const totalVolume = trades.reduce((sum, t) => sum + t.amount, 0n);
  const offenders: WashOffender[] = [];
  findOperatorGroups(trades, inputs).forEach((group, i) => offenders.push(...judgeGroup(group, `wash-${i + 1}`, trades, totalVolume)));
  offenders.sort((a, b) => a.group_id.localeCompare(b.group_id, "en", { numeric: true }) || b.volume_pct - a.volume_pct || a.wallet.localeCompare(b.wallet));
  const washVolume = offenders.reduce((sum, o) => sum + o.volume_pct, 0);
  const washVolumePct = roundTo(Math.min(100, washVolume), 2);
  return { wash_score: Math.min(100, Math.round(1.5 * washVolumePct)), wash_volume_pct: washVolumePct, offenders };
}

/** The group's round trips; its offenders (one entry per wallet that took part) when it washes. */
function judgeGroup(group: OperatorGroup, id: string, trades: HistoryTrade[], totalVolume: bigint): WashOffender[] {
  const members = new Set(group.wallets);
  const own = trades.filter((t) => members.has(t.owner)).sort((a, b) => a.slot - b.slot || a.signature.localeCompare(b.signature));
  const trips = findRoundTrips(own);
  const takingPart = [...new Set(trips.flatMap(([buy, sell]) => [buy.owner, sell.owner]))].sort();
  if (trips.length < MIN_ROUND_TRIPS || takingPart.length < MIN_WASH_WALLETS) return [];
  // the net position of the wallets that took part (a member that only bought and held is not washing)
  const part = own.filter((t) => takingPart.includes(t.owner));
  const bought = part.filter((t) => t.side === "buy").reduce((sum, t) => sum + t.amount, 0n);
  const sold = part.filter((t) => t.side === "sell").reduce((sum, t) => sum + t.amount, 0n);
  const gross = bought + sold;
  const net = bought > sold ? bought - sold : sold - bought;
  if (gross === 0n || net * 10_000n > gross * MAX_NET_BPS) return [];
  return takingPart.map((wallet) => {
    const legs = trips.filter(([buy, sell]) => buy.owner === wallet || sell.owner === wallet);
    const volume = part.filter((t) => t.owner === wallet).reduce((sum, t) => sum + t.amount, 0n);
    return {
      wallet,
      group_id: id,
      members: takingPart,
      shared_funder: group.funder,
      shared_fee_payer: group.feePayer,
      round_trips: legs.length,
      group_round_trips: trips.length,
      volume_pct: roundTo(pctOf(volume, totalVolume) ?? 0, 2),
      evidence_txs: [...new Set(legs.flatMap(([buy, sell]) => [buy, sell].filter((t) => t.owner === wallet).map((t) => t.signature)))],
    };
  });
}

/** Pairs each buy with the first later unused sell of at least 90% of it within the window. */
export function findRoundTrips(trades: HistoryTrade[]): [HistoryTrade, HistoryTrade][] {
  const used = new Set<HistoryTrade>();
  const trips: [HistoryTrade, HistoryTrade][] = [];
  trades.forEach((buy, i) => {
    if (buy.side !== "buy") return;
    const sell = trades.slice(i + 1).find((t) => t.side === "sell" && !used.has(t) && closesTrip(buy, t));
    if (!sell) return;
    used.add(sell);
    trips.push([buy, sell]);
  });
  return trips;
}

/**
 * A sell of at least 90% of the buy within the window. Between two wallets the bag must be passed on
 * whole, so the sell is also at most the buy / 90%: a small buy is not "closed" by another wallet's
 * large sell.
 */
export function closesTrip(buy: HistoryTrade, sell: HistoryTrade): boolean {
  if (sell.amount * 10_000n < buy.amount * ROUND_TRIP_MIN_BPS || !withinWindow(buy, sell)) return false;
  return sell.owner === buy.owner || sell.amount * ROUND_TRIP_MIN_BPS <= buy.amount * 10_000n;
}

function withinWindow(buy: HistoryTrade, sell: HistoryTrade): boolean {
  if (buy.blockTime !== null && sell.blockTime !== null) return sell.blockTime - buy.blockTime <= ROUND_TRIP_WINDOW_SECONDS && sell.slot >= buy.slot;
  return sell.slot - buy.slot <= ROUND_TRIP_WINDOW_SECONDS * SLOTS_PER_SECOND && sell.slot >= buy.slot;
}
