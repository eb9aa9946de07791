// Exited groups on the map (decisions "Beyond one slot and one snapshot"):
// early buyers that shared a funder and sold out before the scan. They hold
// nothing a holder view can see, so the map draws them as ghosts beside their
// funder, with the buys and sells that prove the exit. Pure.
import { formatPct, shortAddress } from "@/server/engine/format";
import type { ExitedCluster } from "@/server/contracts/scan-report";
import type { Address, TokenSnapshot, TradeSnapshot } from "@/server/engine/snapshot";
import type { MapEvidence, MapExitedCluster } from "@/server/contracts/map-data";

/** member -> the exited groups it belongs to (one in practice: a group is keyed by its funder). */
export function exitedMembership(clusters: ExitedCluster[]): Map<Address, string[]> {
  const byMember = new Map<Address, string[]>();
  for (const cluster of clusters) {
    for (const member of cluster.members) byMember.set(member, [...(byMember.get(member) ?? []), cluster.cluster_id]);
  }
  return byMember;
}

/** The wallet's trades of the mint, from its own history and the token's, once each, oldest first. */
function tradesOf(snapshot: TokenSnapshot, owner: Address): TradeSnapshot[] {
  const seen = new Set<string>();
  const own = (snapshot.earlyBuyers ?? []).filter((b) => b.owner === owner).flatMap((b) => b.trades);
  return [...own, ...snapshot.trades.filter((t) => t.owner === owner)]
    .filter((t) => !seen.has(t.signature) && seen.add(t.signature))
    .sort((a, b) => a.slot - b.slot);
}

/** A ghost not among the top holders: 0 when its last trade left it with nothing, else unknown (a remainder
 * too small to rank among the holders read). */
export function ghostHolding(snapshot: TokenSnapshot, owner: Address): 0 | null {
  const trades = tradesOf(snapshot, owner);
  return trades.length > 0 && trades[trades.length - 1].balanceAfter === 0n ? 0 : null;
}

function describeSol(sol: number): string {
  return `${sol >= 0 ? "+" : ""}${sol} SOL`;
}

/** The ghost's sells, each named with its group's exit (share bought and sold, realized SOL). */
export function buildExitEvidence(snapshot: TokenSnapshot, owner: Address, groups: MapExitedCluster[]): MapEvidence[] {
  const group = groups[0];
  if (!group) return [];
  const funder = group.master_full ? ` funded by ${group.deployer_funded ? "the deployer " : ""}${shortAddress(group.master_full)}` : "";
  const summary = `exited group of ${group.wallet_count} wallets${funder}: bought ${formatPct(group.bought_pct)}, sold ${formatPct(group.sold_pct)} of supply, ${describeSol(group.realized_sol)}`;
  return tradesOf(snapshot, owner)
    .filter((t) => t.side === "sell")
    .map((t): MapEvidence => ({ kind: "sell", signature: t.signature, slot: t.slot, note: `sold in slot ${t.slot}: ${summary}` }));
}

/** The group as the map names it: its member list lives on the nodes. */
export function toMapExited({ members: _members, ...named }: ExitedCluster): MapExitedCluster {
  return named;
}
