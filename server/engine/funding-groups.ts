// Funding groups: holders connected through shared funders form one group,
// keyed by the wallet that reaches the most of them (the master). A master
// that fans out through intermediates (master -> 3 wallets -> 8 holders) is
// one cabal of 8, not three groups of its intermediates: the buyer's question
// is how much supply one controller holds. Ties go to the nearest wallet (the
// direct funder is the more precise master), then to address order.
// A holder that itself funded other holders reaches itself at hop 0, so it
// joins (and may key) their group.
import type { EngineConfig } from "@/server/engine/config";
import type { FundingStep, HolderReach } from "@/server/engine/funding-graph";
import type { Address } from "@/server/engine/snapshot";
import { byText } from "@/server/engine/snapshot-helpers";

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

/** Union-find over holder indexes: holders reaching one shared wallet are joined. */
function connect(reaches: HolderReach[], shared: Set<Address>): number[] {
  const parent = reaches.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const firstReacher = new Map<Address, number>();
  reaches.forEach((holder, i) => {
    for (const wallet of holder.reach.keys()) {
      if (!shared.has(wallet)) continue;
      const first = firstReacher.get(wallet);
      if (first === undefined) firstReacher.set(wallet, i);
      else parent[find(i)] = find(first);
    }
  });
  return reaches.map((_, i) => find(i));
}

function totalHops(members: HolderReach[], wallet: Address): number {
  return members.reduce((sum, m) => sum + (m.reach.get(wallet)?.hop ?? 0), 0);
}

function pickMaster(members: HolderReach[], shared: Set<Address>): Address {
  const counts = countReach(members);
  const candidates = [...counts.keys()].filter((wallet) => shared.has(wallet));
  candidates.sort(
    (a, b) => counts.get(b)! - counts.get(a)! || totalHops(members, a) - totalHops(members, b) || byText(a, b),
  );
  return candidates[0];
}

/** A member's path to the master, or to the nearest shared wallet when it only joins through another member. */
function stepOf(member: HolderReach, master: Address, shared: Set<Address>): FundingStep {
  const direct = member.reach.get(master);
  if (direct) return direct;
  const nearest = [...member.reach.entries()].filter(([w, s]) => shared.has(w) && s.hop > 0).sort((a, b) => a[1].hop - b[1].hop)[0];
  return nearest?.[1] ?? { hop: 0, path: [] };
}

/** Funding groups of at least config.minClusterWallets holders, largest first. */
export function findFundingGroups(reaches: HolderReach[], config: EngineConfig): FundingGroup[] {
  const counts = countReach(reaches);
  const shared = new Set([...counts].filter(([, n]) => n >= config.minClusterWallets).map(([wallet]) => wallet));
  const roots = connect(reaches, shared);
  const components = new Map<number, HolderReach[]>();
  reaches.forEach((holder, i) => {
    if ([...holder.reach.keys()].some((w) => shared.has(w))) components.set(roots[i], [...(components.get(roots[i]) ?? []), holder]);
  });
  const groups: FundingGroup[] = [];
  for (const members of components.values()) {
    if (members.length < config.minClusterWallets) continue;
    const master = pickMaster(members, shared);
    groups.push({ master, members: members.map((m) => ({ owner: m.owner, ...stepOf(m, master, shared) })) });
  }
  return groups.sort((a, b) => b.members.length - a.members.length || byText(a.master, b.master));
}
