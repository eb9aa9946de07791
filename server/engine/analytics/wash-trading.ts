// Wash trading (docs/decisions.md "Trade analysis"): a wallet with at least
// MIN_ROUND_TRIPS round trips (a buy followed by a sell of at least 90% of it
// within 10 minutes) whose net position change is at most 5% of its gross token
// volume. Wallets of one funding cluster (a scan cluster, or wallets sharing a
// hop-1 funder in `fundedBy`) that trade the token back and forth among
// themselves count as one offender group.
import { pctOf, roundTo } from "@/server/engine/format";
import type { Cluster } from "@/server/engine/report-types";
import type { Address, Signature } from "@/server/engine/snapshot";
import type { HistoryTrade } from "@/server/engine/analytics/types";

export const MIN_ROUND_TRIPS = 3;
/** a sell closes a round trip when it is at least 90% of the buy (basis points). */
export const ROUND_TRIP_MIN_BPS = 9_000n;
export const ROUND_TRIP_WINDOW_SECONDS = 600;
/** net change at most 5% of gross volume (basis points). */
export const MAX_NET_BPS = 500n;
/** slots per second when a trade has no block time (400 ms slots). */
const SLOTS_PER_SECOND = 2.5;

export interface WashOffender {
  wallet: Address;
  /** the group's members when a funding cluster trades as one. */
  members?: Address[];
  round_trips: number;
  volume_pct: number;
  evidence_txs: Signature[];
}

export interface WashResult {
  wash_score: number;
  wash_volume_pct: number;
  offenders: WashOffender[];
}

export function detectWashTrading(trades: HistoryTrade[], clusters: Cluster[], fundedBy: Record<Address, Address> = {}): WashResult {
  const totalVolume = trades.reduce((sum, t) => sum + t.amount, 0n);
  const byWallet = groupBy(trades, (t) => t.owner);
  const offenders: WashOffender[] = [];
  const covered = new Set<Address>();
  for (const cluster of fundingGroups(clusters, fundedBy)) {
    const members = cluster.members.filter((m) => byWallet.has(m) && !covered.has(m));
    if (members.length < 2) continue;
    // trades among members net out inside the group: judge the group as one wallet
    const group = members.flatMap((m) => byWallet.get(m)!);
    const found = judge(group, totalVolume);
    if (!found) continue;
    members.forEach((m) => covered.add(m));
    offenders.push({ wallet: cluster.master_full ?? members[0], members: [...members].sort(), ...found });
  }
  for (const [wallet, list] of byWallet) {
    if (covered.has(wallet)) continue;
    const found = judge(list, totalVolume);
    if (found) offenders.push({ wallet, ...found });
  }
  offenders.sort((a, b) => b.volume_pct - a.volume_pct || a.wallet.localeCompare(b.wallet));
  const washVolume = offenders.reduce((sum, o) => sum + o.volume_pct, 0);
  const washVolumePct = roundTo(Math.min(100, washVolume), 2);
  return { wash_score: Math.min(100, Math.round(1.5 * washVolumePct)), wash_volume_pct: washVolumePct, offenders };
}

/** The scan's funding clusters, then wallets sharing a hop-1 funder (at least two). */
function fundingGroups(clusters: Cluster[], fundedBy: Record<Address, Address>): { master_full: Address | null; members: Address[] }[] {
  const byFunder = new Map<Address, Address[]>();
  for (const [wallet, funder] of Object.entries(fundedBy)) byFunder.set(funder, [...(byFunder.get(funder) ?? []), wallet]);
  const shared = [...byFunder].filter(([, members]) => members.length >= 2).map(([funder, members]) => ({ master_full: funder, members: members.sort() }));
  return [...clusters.filter((c) => c.type === "funding"), ...shared];
}

function judge(trades: HistoryTrade[], totalVolume: bigint) {
  const sorted = [...trades].sort((a, b) => a.slot - b.slot || a.signature.localeCompare(b.signature));
  const trips = findRoundTrips(sorted);
  if (trips.length < MIN_ROUND_TRIPS) return null;
  let bought = 0n, sold = 0n;
  for (const t of sorted) {
    if (t.side === "buy") bought += t.amount;
    else sold += t.amount;
  }
  const gross = bought + sold;
  const net = bought > sold ? bought - sold : sold - bought;
  if (gross === 0n || net * 10_000n > gross * MAX_NET_BPS) return null;
  return {
    round_trips: trips.length,
    volume_pct: roundTo(pctOf(gross, totalVolume) ?? 0, 2),
    evidence_txs: [...new Set(trips.flatMap(([buy, sell]) => [buy.signature, sell.signature]))],
  };
}

/** Pairs each buy with the first later unused sell of at least 90% of it within the window. */
function findRoundTrips(trades: HistoryTrade[]): [HistoryTrade, HistoryTrade][] {
  const used = new Set<HistoryTrade>();
  const trips: [HistoryTrade, HistoryTrade][] = [];
  trades.forEach((buy, i) => {
    if (buy.side !== "buy") return;
    const sell = trades.slice(i + 1).find((t) => t.side === "sell" && !used.has(t) && t.amount * 10_000n >= buy.amount * ROUND_TRIP_MIN_BPS && withinWindow(buy, t));
    if (!sell) return;
    used.add(sell);
    trips.push([buy, sell]);
  });
  return trips;
}

function withinWindow(buy: HistoryTrade, sell: HistoryTrade): boolean {
  if (buy.blockTime !== null && sell.blockTime !== null) return sell.blockTime - buy.blockTime <= ROUND_TRIP_WINDOW_SECONDS;
  return sell.slot - buy.slot <= ROUND_TRIP_WINDOW_SECONDS * SLOTS_PER_SECOND;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}
