// Coordinated exit: in one slot, at least two distinct owners each sold at least
// config.coordinatedSellMinBps of the bag they held going into that slot.
// sold_pct = tokens sold by the group in the slot / supply x 100; combined_pct
// = what the group holds now (docs/decisions.md "Cluster shares"): a traced
// holder's balance, else the balance after the member's last trade seen.
import { countWallets, describeEvidence, formatPct, pctOf } from "@/server/engine/format";
import type { Layer, ScoreContribution } from "@/server/engine/layer-types";
import type { Cluster } from "@/server/contracts/scan-report";
import { getClusterPoints } from "@/server/engine/scoring/cluster-points";
import type { Address, TradeSnapshot } from "@/server/engine/snapshot";
import { getHoldersByOwner, getSupply } from "@/server/engine/snapshot-helpers";
import { traceHolders } from "@/server/engine/funding-graph";
import { findSharedFunder } from "@/server/engine/layers/same-block-bundle";

interface OwnerSells {
  owner: Address;
  /** balance before the owner's first sell in the slot. */
  before: bigint;
  sold: bigint;
  signatures: string[];
}

function groupSells(trades: TradeSnapshot[]): Map<number, Map<Address, OwnerSells>> {
  const bySlot = new Map<number, Map<Address, OwnerSells>>();
  for (const trade of trades) {
    if (trade.side !== "sell") continue;
    const owners = bySlot.get(trade.slot) ?? new Map<Address, OwnerSells>();
    const entry = owners.get(trade.owner) ?? { owner: trade.owner, before: 0n, sold: 0n, signatures: [] };
    entry.before = trade.balanceBefore > entry.before ? trade.balanceBefore : entry.before;
    entry.sold += trade.amount;
    entry.signatures.push(trade.signature);
    owners.set(trade.owner, entry);
    bySlot.set(trade.slot, owners);
  }
  return bySlot;
}

function currentBalances(trades: TradeSnapshot[], holders: Map<Address, { amount: bigint }>): Map<Address, bigint> {
  const balances = new Map<Address, bigint>();
  for (const trade of [...trades].sort((a, b) => a.slot - b.slot)) balances.set(trade.owner, trade.balanceAfter);
  for (const [owner, holder] of holders) balances.set(owner, holder.amount);
  return balances;
}

function isBigSell(entry: OwnerSells, minBps: number): boolean {
  return entry.before > 0n && entry.sold * 10_000n >= entry.before * BigInt(minBps);
}

function toContribution(cluster: Cluster): ScoreContribution {
  const reason =
    `coordinated exit: ${countWallets(cluster.wallet_count)} sold ${formatPct(cluster.sold_pct ?? null)} of supply ` +
    `in slot ${cluster.slot} — ${describeEvidence(cluster.evidence_txs)}`;
  return { layer: "coordinated_exit", points: cluster.points, reason, evidence: cluster.evidence_txs };
}

export const coordinatedExitLayer: Layer<"coordinated_exit"> = {
  id: "coordinated_exit",
  requires: ["trades", "holders", "funders", "liquidityAccounts", "mintInfo"],
  evaluate(snapshot, config) {
    const supply = getSupply(snapshot);
    const holders = getHoldersByOwner(snapshot);
    const reaches = new Map(traceHolders(snapshot, config).map((reach) => [reach.owner, reach]));
    // Only holders have traced funding; a seller outside the top holders leaves no single funder.
    const sharedFunder = (owners: Address[]) =>
      owners.every((owner) => holders.has(owner)) ? findSharedFunder(owners.map((owner) => reaches.get(owner)!)) : null;
    const slots = [...groupSells(snapshot.trades)].sort(([a], [b]) => a - b);
    const holdsNow = currentBalances(snapshot.trades, holders);
    const clusters: Cluster[] = [];
    for (const [slot, owners] of slots) {
      const sellers = [...owners.values()].filter((entry) => isBigSell(entry, config.coordinatedSellMinBps));
      if (sellers.length < config.minClusterWallets) continue;
      const soldPct = pctOf(sellers.reduce((sum, entry) => sum + entry.sold, 0n), supply);
      if (soldPct === null || soldPct < config.coordinatedExitMinSoldPct) continue;
      clusters.push({
        id: `coordinated-exit-${clusters.length + 1}`,
        type: "coordinated_exit",
        wallet_count: sellers.length,
        combined_pct: pctOf(sellers.reduce((sum, entry) => sum + (holdsNow.get(entry.owner) ?? 0n), 0n), supply),
        master_full: sharedFunder(sellers.map((entry) => entry.owner)),
        sold_pct: soldPct,
        evidence_txs: sellers.flatMap((entry) => entry.signatures),
        members: sellers.map((entry) => entry.owner),
        slot,
        points: getClusterPoints("coordinated_exit", soldPct, sellers.length),
      });
    }
    return { findings: { clusters }, contributions: clusters.map(toContribution), notes: [] };
  },
};
