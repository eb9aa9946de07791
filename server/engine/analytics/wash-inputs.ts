// What binds a mint's traders into operator groups for wash trading, from
// what the scan already proved: its funding clusters and exited groups (one
// funder each), and the hop-1 funder of every traced holder and first buyer,
// plus the hop-1 funders the service read for other traders (`fundedBy`).
// A funder that is a labelled or behaviourally exchange-like wallet binds
// nobody: many strangers withdraw from one exchange.
import type { EngineConfig } from "@/server/engine/config";
import type { AnalyticsSnapshot, ScanGroups } from "@/server/engine/analytics/types";
import type { WashGroupInputs } from "@/server/engine/analytics/wash-groups";
import type { Address, FunderProfile } from "@/server/engine/snapshot";

export function collectWashInputs(input: AnalyticsSnapshot, groups: ScanGroups, fundedBy: Record<Address, Address>, config: EngineConfig): WashGroupInputs {
  const { token } = input;
  const isExchange = (funder: Address) => isExchangeLike(token.funders[funder], config);
  const fundingGroups = [
    ...groups.clusters.filter((c) => c.type === "funding" && c.master_full !== null).map((c) => ({ funder: c.master_full, members: c.members })),
    ...groups.exited.map((g) => ({ funder: g.master_full, members: g.members })),
  ];
  const links = new Map<Address, Address>();
  for (const wallet of [...token.holders, ...(token.earlyBuyers ?? [])]) {
    const hopOne = wallet.funding.find((l) => l.hop === 1 && l.to === wallet.owner);
    if (hopOne && !isExchange(hopOne.from)) links.set(wallet.owner, hopOne.from);
  }
  for (const [wallet, funder] of Object.entries(fundedBy)) if (!links.has(wallet) && !isExchange(funder)) links.set(wallet, funder);
  return { fundingGroups, fundedBy: Object.fromEntries(links) };
}

function isExchangeLike(profile: FunderProfile | undefined, config: EngineConfig): boolean {
  if (!profile) return false;
  if (profile.label) return true;
  return (profile.fundedWallets ?? 0) >= config.exchangeFundedWalletsMin || (profile.balanceLamports ?? 0n) >= config.exchangeBalanceLamportsMin;
}
