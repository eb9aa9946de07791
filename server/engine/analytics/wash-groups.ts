// Operator groups among a mint's traders, for wash trading: wallets joined
// when they share a funder (the scan's funding clusters and exited groups, or
// a funder one or two hops up the trader's funding chain) or when one fee
// payer other than the trader paid for trades of several of them. Joined
// transitively (a ring funded by two wallets of one operator is still one
// group). A funder or fee payer behind as many traders as an exchange funds is
// infrastructure (an exchange, a relayer), not an operator, and joins nobody.
import type { Address } from "@/server/engine/snapshot";
import type { HistoryTrade } from "@/server/engine/analytics/types";

/** Traders one funder or fee payer may be behind before it reads as infrastructure (the exchange-like rule's 50 funded wallets). */
export const MAX_OPERATOR_TRADERS = 50;

export interface WashGroupInputs {
  /** groups the scan proved share a funder: live funding clusters and exited groups. */
  fundingGroups?: { funder: Address | null; members: Address[] }[];
  /** each trader's funding chain, hop 1 first (holders' traced links, reads for the others; up to the first exchange, left out). */
  fundingChains?: Record<Address, Address[]>;
}

export interface OperatorGroup {
  wallets: Address[];
  /** the funder behind most of its wallets, when one is known. */
  funder: Address | null;
  /** the fee payer (not a member) that paid for most of its trades, when one did. */
  feePayer: Address | null;
}

export function findOperatorGroups(trades: HistoryTrade[], inputs: WashGroupInputs): OperatorGroup[] {
  const traders = new Set(trades.map((t) => t.owner));
  const parent = new Map([...traders].map((w) => [w, w]));
  const find = (w: Address): Address => {
    let root = w;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(w, root);
    return root;
  };
  const join = (wallets: Address[]) => wallets.slice(1).forEach((w) => parent.set(find(w), find(wallets[0])));
  const chains = new Map<Address, Address[]>();
  for (const group of inputs.fundingGroups ?? []) {
    const traded = group.members.filter((m) => traders.has(m));
    join(traded);
    if (group.funder) traded.forEach((m) => chains.set(m, [group.funder!]));
  }
  for (const [wallet, chain] of Object.entries(inputs.fundingChains ?? {})) if (traders.has(wallet)) chains.set(wallet, [...new Set([...(chains.get(wallet) ?? []), ...chain])]);
  for (const wallets of invert(chains).values()) if (wallets.length <= MAX_OPERATOR_TRADERS) join(wallets);
  const paidFor = new Map<Address, Address[]>();
  for (const t of trades) if (t.feePayer && t.feePayer !== t.owner) paidFor.set(t.feePayer, [...(paidFor.get(t.feePayer) ?? []), t.owner]);
  for (const [payer, owners] of paidFor) {
    const wallets = [...new Set([...owners, ...(traders.has(payer) ? [payer] : [])])];
    if (wallets.length <= MAX_OPERATOR_TRADERS) join(wallets);
  }
  const components = new Map<Address, Address[]>();
  for (const w of [...traders].sort()) components.set(find(w), [...(components.get(find(w)) ?? []), w]);
  return [...components.values()]
    .filter((wallets) => wallets.length >= 2)
    .map((wallets) => ({ wallets, funder: sharedFunder(wallets, chains), feePayer: mostCommon(payersOf(trades, new Set(wallets))) }));
}

/** The funder behind the most of the group's wallets (at least two), the nearer hop on a tie. */
function sharedFunder(wallets: Address[], chains: Map<Address, Address[]>): Address | null {
  const seen = new Map<Address, { count: number; hop: number }>();
  for (const w of wallets) (chains.get(w) ?? []).forEach((funder, hop) => seen.set(funder, { count: (seen.get(funder)?.count ?? 0) + 1, hop: Math.min(hop, seen.get(funder)?.hop ?? hop) }));
  const best = [...seen].filter(([, s]) => s.count >= 2).sort((a, b) => b[1].count - a[1].count || a[1].hop - b[1].hop || a[0].localeCompare(b[0]))[0];
  return best?.[0] ?? null;
}

function payersOf(trades: HistoryTrade[], wallets: Set<Address>): (Address | undefined)[] {
  return trades.filter((t) => wallets.has(t.owner) && t.feePayer && !wallets.has(t.feePayer)).map((t) => t.feePayer);
}

/** funder -> the traders whose chains it is on */
function invert(chains: Map<Address, Address[]>): Map<Address, Address[]> {
  const out = new Map<Address, Address[]>();
  for (const [wallet, chain] of chains) for (const funder of chain) out.set(funder, [...(out.get(funder) ?? []), wallet]);
  return out;
}

function mostCommon(values: (Address | undefined)[]): Address | null {
  const counts = new Map<Address, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}
