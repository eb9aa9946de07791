// Exchange funding (docs/decisions.md "Exchange funding"): which traced holders were
// funded from an exchange. Only funders with an exchange label are named;
// behaviourally exchange-like ones (many funded wallets, a large balance) stay
// unnamed. A holder counts once, for the nearest exchange on its funding trail.
import type { EngineConfig } from "@/server/engine/config";
import { pctOf, roundTo } from "@/server/engine/format";
import type { Address, FunderProfile, TokenSnapshot } from "@/server/engine/snapshot";
import { getSupply } from "@/server/engine/snapshot-helpers";

export interface ExchangeEntry {
  label: string;
  funder_wallets: Address[];
  holders: Address[];
  wallet_count: number;
  pct: number | null;
}

export interface ExchangeFundingResult {
  exchanges: ExchangeEntry[];
  unlabelled_exchange_like: { funder: Address; wallet_count: number; pct: number | null }[];
  exchange_funded_pct: number | null;
  holders_checked: number;
}

type Kind = { kind: "labelled"; label: string } | { kind: "like" };

function classify(profile: FunderProfile | undefined, config: EngineConfig): Kind | null {
  if (!profile) return null;
  if (profile.label) return { kind: "labelled", label: profile.label };
  const many = (profile.fundedWallets ?? 0) >= config.exchangeFundedWalletsMin;
  const big = (profile.balanceLamports ?? 0n) >= config.exchangeBalanceLamportsMin;
  return many || big ? { kind: "like" } : null;
}

export function detectExchangeFunding(token: TokenSnapshot, config: EngineConfig): ExchangeFundingResult {
  const supply = getSupply(token);
  const labelled = new Map<string, { funders: Set<Address>; holders: Map<Address, bigint> }>();
  const like = new Map<Address, Map<Address, bigint>>();
  const traced = token.holders.filter((h) => h.traced);
  for (const holder of traced) {
    const links = [...holder.funding].sort((a, b) => a.hop - b.hop);
    for (const link of links) {
      const kind = classify(token.funders[link.from], config);
      if (!kind) continue;
      if (kind.kind === "labelled") {
        const entry = labelled.get(kind.label) ?? { funders: new Set<Address>(), holders: new Map<Address, bigint>() };
        entry.funders.add(link.from);
        entry.holders.set(holder.owner, holder.amount);
        labelled.set(kind.label, entry);
      } else like.set(link.from, (like.get(link.from) ?? new Map()).set(holder.owner, holder.amount));
      break;
    }
  }
  const sum = (m: Map<Address, bigint>) => [...m.values()].reduce((a, b) => a + b, 0n);
  const exchanges = [...labelled]
    .map(([label, e]) => ({ label, funder_wallets: [...e.funders].sort(), holders: [...e.holders.keys()].sort(), wallet_count: e.holders.size, pct: pctOf(sum(e.holders), supply) }))
    .sort((a, b) => b.wallet_count - a.wallet_count || a.label.localeCompare(b.label));
  const unlabelled = [...like]
    .map(([funder, holders]) => ({ funder, wallet_count: holders.size, pct: pctOf(sum(holders), supply) }))
    .sort((a, b) => b.wallet_count - a.wallet_count || a.funder.localeCompare(b.funder));
  const fundedTotal = [...labelled.values()].reduce((a, e) => a + sum(e.holders), 0n) + [...like.values()].reduce((a, m) => a + sum(m), 0n);
  const funded = pctOf(fundedTotal, supply);
  return { exchanges, unlabelled_exchange_like: unlabelled, exchange_funded_pct: funded === null ? null : roundTo(funded, 4), holders_checked: traced.length };
}
