// Nearest-shared-funder grouping. Every holder joins the group of the nearest
// wallet (fewest hops) that it shares with at least one other holder. A holder
// that itself funded other holders is the master of their group (hop 0) unless
// it sits nearer to another group. A group smaller than minClusterWallets (a
// holder whose nearest shared funder is shared only with holders that sit
// nearer to another funder) either pulls those nested groups up into its
// funder, when all their members reach it too, or is dissolved and its members
// re-assigned. One candidate leaves per round, so the loop ends.
import type { EngineConfig } from "./config";
import type { FundingStep, HolderReach } from "./funding-graph";
import type { Address } from "./snapshot";
import { byText } from "./snapshot-helpers";

export interface FundingGroupMember extends FundingStep {
  owner: Address;
}

export interface FundingGroup {
  master: Address;
  members: FundingGroupMember[];
}

function countReach(reaches: HolderReach[]): Map<Address, number> {
  const counts = new Map<Address, number>();
  for (const holder of reaches) {
    for (const wallet of holder.reach.keys()) counts.set(wallet, (counts.get(wallet) ?? 0) + 1);
  }
  return counts;
}

function pickNearest(holder: HolderReach, candidates: Set<Address>, counts: Map<Address, number>): Address | null {
  let best: { wallet: Address; hop: number } | null = null;
  for (const [wallet, step] of holder.reach) {
    if (step.hop === 0 || !candidates.has(wallet)) continue;
    const better =
      !best ||
      step.hop < best.hop ||
      (step.hop === best.hop && (counts.get(wallet) ?? 0) > (counts.get(best.wallet) ?? 0)) ||
      (step.hop === best.hop && counts.get(wallet) === counts.get(best.wallet) && byText(wallet, best.wallet) < 0);
    if (better) best = { wallet, hop: step.hop };
  }
  return best?.wallet ?? null;
}

function assign(reaches: HolderReach[], candidates: Set<Address>, counts: Map<Address, number>): FundingGroup[] {
  const groups = new Map<Address, FundingGroupMember[]>();
  const unassigned = new Set<Address>();
  for (const holder of reaches) {
    const master = pickNearest(holder, candidates, counts);
    if (master === null) unassigned.add(holder.owner);
    else groups.set(master, [...(groups.get(master) ?? []), { owner: holder.owner, ...holder.reach.get(master)! }]);
  }
  // A holder left alone joins the group it is the master of, at hop 0.
  for (const [master, members] of groups) {
    if (unassigned.has(master)) members.unshift({ owner: master, hop: 0, path: [] });
  }
  return [...groups].map(([master, members]) => ({ master, members }));
}

function reachOf(reaches: HolderReach[], owner: Address): Map<Address, FundingStep> {
  return reaches.find((holder) => holder.owner === owner)?.reach ?? new Map();
}

/** Funding groups of at least config.minClusterWallets holders, largest first. */
export function findFundingGroups(reaches: HolderReach[], config: EngineConfig): FundingGroup[] {
  const counts = countReach(reaches);
  const candidates = new Set([...counts].filter(([, n]) => n >= config.minClusterWallets).map(([wallet]) => wallet));
  for (;;) {
    const groups = assign(reaches, candidates, counts);
    const weak = groups
      .filter((group) => group.members.length < config.minClusterWallets)
      .sort((a, b) => a.members.length - b.members.length || byText(a.master, b.master));
    if (weak.length === 0) {
      return groups.sort((a, b) => b.members.length - a.members.length || byText(a.master, b.master));
    }
    const stranded = weak[0].master;
    const nested = groups.filter(
      (group) => group.master !== stranded && group.members.every((member) => reachOf(reaches, member.owner).has(stranded)),
    );
    if (nested.length > 0) for (const group of nested) candidates.delete(group.master);
    else candidates.delete(stranded);
  }
}
