// Operator groups among a mint's traders, for wash trading: wallets joined
// when they share a funder (the scan's funding clusters and exited groups, or
// a hop-1 funder read for the trader) or when one fee payer other than the
// trader paid for trades of several of them. Joined transitively (a ring
// funded by two wallets of one operator is still one group). A funder or fee
// payer behind as many traders as an exchange funds is infrastructure (an
// exchange, a relayer), not an operator, and joins nobody.
import type { Address } from "@/server/engine/snapshot";
import type { HistoryTrade } from "@/server/engine/analytics/types";

/** Traders one funder or fee payer may be behind before it reads as infrastructure (the exchange-like rule's 50 funded wallets). */
export const MAX_OPERATOR_TRADERS = 50;

export interface WashGroupInputs {
  /** groups the scan proved share a funder: live funding clusters and exited groups. */
  fundingGroups?: { funder: Address | null; members: Address[] }[];
  /** hop-1 funder of traders (holders' traced links, reads for the others); exchange funders already left out. */
  fundedBy?: Record<Address, Address>;
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
  const fundedBy = new Map<Address, Address>();
  for (const group of inputs.fundingGroups ?? []) {
    const traded = group.members.filter((m) => traders.has(m));
    join(traded);
    if (group.funder) traded.forEach((m) => fundedBy.set(m, group.funder!));
  }
  for (const [wallet, funder] of Object.entries(inputs.fundedBy ?? {})) if (traders.has(wallet) && !fundedBy.has(wallet)) fundedBy.set(wallet, funder);
  const byFunder = invert(fundedBy);
  for (const wallets of byFunder.values()) if (wallets.length <= MAX_OPERATOR_TRADERS) join(wallets);
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
    .map((wallets) => ({ wallets, funder: mostCommon(wallets.map((w) => fundedBy.get(w))), feePayer: mostCommon(payersOf(trades, new Set(wallets))) }));
}

function payersOf(trades: HistoryTrade[], wallets: Set<Address>): (Address | undefined)[] {
  return trades.filter((t) => wallets.has(t.owner) && t.feePayer && !wallets.has(t.feePayer)).map((t) => t.feePayer);
}

function invert(map: Map<Address, Address>): Map<Address, Address[]> {
  const out = new Map<Address, Address[]>();
  for (const [wallet, funder] of map) out.set(funder, [...(out.get(funder) ?? []), wallet]);
  return out;
}

function mostCommon(values: (Address | undefined)[]): Address | null {
  const counts = new Map<Address, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}
