// What binds a mint's traders into operator groups for wash trading, from
// what the scan already proved: its funding clusters and exited groups (one
// funder each), and the funding chain (two hops) of every traced holder and
// first buyer, plus the chains the service read for other traders
// (`fundingChains`). A funder that is a labelled or behaviourally
// exchange-like wallet binds nobody, and a chain stops there: many strangers
// withdraw from one exchange.
import type { EngineConfig } from "@/server/engine/config";
import type { AnalyticsSnapshot, ScanGroups } from "@/server/engine/analytics/types";
import type { WashGroupInputs } from "@/server/engine/analytics/wash-groups";
import type { Address, FunderProfile } from "@/server/engine/snapshot";

/** funding hops of a trader's chain that can bind it to another trader. */
export const WASH_FUNDING_HOPS = 2;

export function collectWashInputs(input: AnalyticsSnapshot, groups: ScanGroups, fundingChains: Record<Address, Address[]>, config: EngineConfig): WashGroupInputs {
  const { token } = input;
  const isExchange = (funder: Address) => isExchangeLike(token.funders[funder], config);
  const fundingGroups = [
    ...groups.clusters.filter((c) => c.type === "funding" && c.master_full !== null).map((c) => ({ funder: c.master_full, members: c.members })),
    ...groups.exited.map((g) => ({ funder: g.master_full, members: g.members })),
  ];
  const chains = new Map<Address, Address[]>();
  const upToExchange = (funders: Address[]) => {
    const stop = funders.findIndex(isExchange);
    return (stop === -1 ? funders : funders.slice(0, stop)).slice(0, WASH_FUNDING_HOPS);
  };
  for (const wallet of [...token.holders, ...(token.earlyBuyers ?? [])]) {
    const chain = upToExchange([...wallet.funding].sort((a, b) => a.hop - b.hop).map((l) => l.from));
    if (chain.length > 0) chains.set(wallet.owner, chain);
  }
  for (const [wallet, chain] of Object.entries(fundingChains)) {
    const read = upToExchange(chain);
    if (!chains.has(wallet) && read.length > 0) chains.set(wallet, read);
  }
  return { fundingGroups, fundingChains: Object.fromEntries(chains) };
}

function isExchangeLike(profile: FunderProfile | undefined, config: EngineConfig): boolean {
  if (!profile) return false;
  if (profile.label) return true;
  return (profile.fundedWallets ?? 0) >= config.exchangeFundedWalletsMin || (profile.balanceLamports ?? 0n) >= config.exchangeBalanceLamportsMin;
}
