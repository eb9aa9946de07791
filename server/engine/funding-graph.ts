// Funding graph shared by the funding-trace, exchange-filter and bundle layers.
// Each holder's funding links are walked outward from the holder (hop 1 funds
// the holder). Exchange-like and infrastructure funders are dead ends: the walk
// never passes them, because two wallets funded by one exchange share nothing.
import type { EngineConfig } from "@/server/engine/config";
import { shortAddress } from "@/server/engine/format";
import type { Address, HolderSnapshot, Signature, TokenSnapshot } from "@/server/engine/snapshot";
import { getHoldersByOwner } from "@/server/engine/snapshot-helpers";

export interface FundingStep {
  hop: number;
  /** funding signatures from the holder out to this funder, hop 1 first. */
  path: Signature[];
}

export interface DeadEnd extends FundingStep {
  address: Address;
  label: string;
}

export interface HolderReach {
  owner: Address;
  /** every non-dead-end wallet reached, the holder itself at hop 0. */
  reach: Map<Address, FundingStep>;
  deadEnds: DeadEnd[];
}

/**
 * The label of a funder that must not key a cluster, or null for an ordinary
 * wallet. A funder missing from snapshot.funders is an ordinary wallet: the
 * gatherer profiles every funder it reports, and the transfer itself is evidence.
 */
export function classifyFunder(address: Address, snapshot: TokenSnapshot, config: EngineConfig): string | null {
  const profile = snapshot.funders[address];
  if (profile?.label) return profile.label;
  // An unprofiled funder may be an exchange we could not recognise: keying a
  // cluster on it would let missing data raise the score (degraded never hardens).
  if (profile?.unreadable) return `unverified funder ${shortAddress(address)} (could not be profiled)`;
  // Program-owned payers (bonding curves, pool vaults) pay every seller: infrastructure.
  if (profile?.isProgramOwned) return `program-owned account ${shortAddress(address)}`;
  if (snapshot.liquidityAccounts.some((account) => account.owner === address)) {
    return `liquidity pool ${shortAddress(address)}`;
  }
  const manyWallets = (profile?.fundedWallets ?? 0) >= config.exchangeFundedWalletsMin;
  const bigBalance = (profile?.balanceLamports ?? 0n) >= config.exchangeBalanceLamportsMin;
  return manyWallets || bigBalance ? `exchange-like wallet ${shortAddress(address)}` : null;
}

/** Breadth-first walk of one holder's funding links, up to config.maxFundingHops. */
export function traceHolder(holder: HolderSnapshot, snapshot: TokenSnapshot, config: EngineConfig): HolderReach {
  const reach = new Map<Address, FundingStep>([[holder.owner, { hop: 0, path: [] }]]);
  const deadEnds: DeadEnd[] = [];
  let frontier = [holder.owner];
  for (let hop = 1; hop <= config.maxFundingHops && frontier.length > 0; hop += 1) {
    const next: Address[] = [];
    for (const link of holder.funding) {
      const from = reach.get(link.to);
      if (!from || from.hop !== hop - 1 || !frontier.includes(link.to)) continue;
      if (reach.has(link.from) || deadEnds.some((end) => end.address === link.from)) continue;
      const step = { hop, path: [...from.path, link.signature] };
      const label = classifyFunder(link.from, snapshot, config);
      if (label) deadEnds.push({ address: link.from, label, ...step });
      else {
        reach.set(link.from, step);
        next.push(link.from);
      }
    }
    frontier = next;
  }
  return { owner: holder.owner, reach, deadEnds };
}

export function traceHolders(snapshot: TokenSnapshot, config: EngineConfig): HolderReach[] {
  return [...getHoldersByOwner(snapshot).values()].map((holder) => traceHolder(holder, snapshot, config));
}
