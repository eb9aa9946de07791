// Exchange-noise filter: holders whose funding trail ends at an exchange-like
// or infrastructure wallet (and who joined no funding cluster) are grouped by
// that wallet into filtered_clusters. They add nothing to the score: an
// exchange withdrawal says nothing about who controls the wallet.
import { countWallets, formatPct, pctOf, shortAddress, unique } from "@/server/engine/format";
import { findFundingGroups } from "@/server/engine/funding-groups";
import { traceHolders, type DeadEnd } from "@/server/engine/funding-graph";
import type { Layer, ReasonNote } from "@/server/engine/layer-types";
import type { FilteredCluster } from "@/server/contracts/scan-report";
import type { Address } from "@/server/engine/snapshot";
import { byText, getSupply, sumHoldings } from "@/server/engine/snapshot-helpers";

function nearestDeadEnd(deadEnds: DeadEnd[]): DeadEnd | null {
  const sorted = [...deadEnds].sort((a, b) => a.hop - b.hop || byText(a.address, b.address));
  return sorted[0] ?? null;
}

function toNote(cluster: FilteredCluster): ReasonNote {
  const text =
    `exchange noise: ${countWallets(cluster.wallet_count)} (${formatPct(cluster.combined_pct)} of supply) funded by ` +
    `${cluster.funder_label} (${shortAddress(cluster.funder)}) — excluded from the score`;
  return { layer: "exchange_filter", severity: "info", text, evidence: cluster.evidence_txs };
}

export const exchangeFilterLayer: Layer<"exchange_filter"> = {
  id: "exchange_filter",
  requires: ["holders", "funders", "liquidityAccounts", "mintInfo"],
  evaluate(snapshot, config) {
    const reaches = traceHolders(snapshot, config);
    const clustered = new Set(findFundingGroups(reaches, config).flatMap((group) => group.members.map((m) => m.owner)));
    const byFunder = new Map<Address, { end: DeadEnd; owner: Address }[]>();
    for (const holder of reaches) {
      const end = clustered.has(holder.owner) ? null : nearestDeadEnd(holder.deadEnds);
      if (end) byFunder.set(end.address, [...(byFunder.get(end.address) ?? []), { end, owner: holder.owner }]);
    }
    const filteredClusters: FilteredCluster[] = [...byFunder]
      .filter(([, entries]) => entries.length >= config.minClusterWallets)
      .map(([funder, entries]) => {
        const members = entries.map((entry) => entry.owner);
        return {
          funder_label: entries[0].end.label,
          funder,
          wallet_count: members.length,
          combined_pct: pctOf(sumHoldings(snapshot, members), getSupply(snapshot)),
          members,
          evidence_txs: unique(entries.flatMap((entry) => entry.end.path)),
        };
      })
      .sort((a, b) => b.wallet_count - a.wallet_count || byText(a.funder, b.funder));
    return { findings: { filteredClusters }, contributions: [], notes: filteredClusters.map(toNote) };
  },
};
