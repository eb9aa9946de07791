// Same-block bundle: distinct holders whose first buy of the mint landed in the
// same slot form a `time_sync` cluster. master_full is the nearest wallet every
// member's funding trail reaches (dead ends excluded), else null.
import { countWallets, describeEvidence, formatPct, pctOf, shortAddress } from "@/server/engine/format";
import { traceHolders, type HolderReach } from "@/server/engine/funding-graph";
import type { Layer, ScoreContribution } from "@/server/engine/layer-types";
import type { Cluster } from "@/server/contracts/scan-report";
import { getClusterPoints } from "@/server/engine/scoring/cluster-points";
import type { Address, HolderSnapshot } from "@/server/engine/snapshot";
import { byText, getHoldersByOwner, getSupply, sumHoldings } from "@/server/engine/snapshot-helpers";

/** The wallet all members reach with the smallest worst-case hop count, or null. */
export function findSharedFunder(reaches: HolderReach[]): Address | null {
  if (reaches.length === 0) return null;
  let best: { wallet: Address; hop: number } | null = null;
  for (const wallet of reaches[0].reach.keys()) {
    const hops = reaches.map((holder) => holder.reach.get(wallet)?.hop);
    if (hops.some((hop) => hop === undefined)) continue;
    const worst = Math.max(...(hops as number[]));
    if (!best || worst < best.hop || (worst === best.hop && byText(wallet, best.wallet) < 0)) best = { wallet, hop: worst };
  }
  return best?.wallet ?? null;
}

function groupBySlot(holders: HolderSnapshot[]): Map<number, HolderSnapshot[]> {
  const bySlot = new Map<number, HolderSnapshot[]>();
  for (const holder of holders) {
    if (holder.firstBuy) bySlot.set(holder.firstBuy.slot, [...(bySlot.get(holder.firstBuy.slot) ?? []), holder]);
  }
  return bySlot;
}

function toContribution(cluster: Cluster): ScoreContribution {
  const funder = cluster.master_full ? `, all funded by ${shortAddress(cluster.master_full)}` : "";
  const reason =
    `same-slot bundle: ${countWallets(cluster.wallet_count)} (${formatPct(cluster.combined_pct)} of supply) ` +
    `first bought in slot ${cluster.slot}${funder} — ${describeEvidence(cluster.evidence_txs)}`;
  return { layer: "same_block_bundle", points: cluster.points, reason, evidence: cluster.evidence_txs };
}

export const sameBlockBundleLayer: Layer<"same_block_bundle"> = {
  id: "same_block_bundle",
  requires: ["holders", "funders", "liquidityAccounts", "mintInfo"],
  evaluate(snapshot, config) {
    const holders = [...getHoldersByOwner(snapshot).values()];
    const reaches = new Map(traceHolders(snapshot, config).map((reach) => [reach.owner, reach]));
    const groups = [...groupBySlot(holders)]
      .filter(([, members]) => members.length >= config.minClusterWallets)
      .sort(([slotA], [slotB]) => slotA - slotB);
    const clusters = groups.map(([slot, members], index): Cluster => {
      const owners = members.map((member) => member.owner);
      const combinedPct = pctOf(sumHoldings(snapshot, owners), getSupply(snapshot));
      return {
        id: `time-sync-${index + 1}`,
        type: "time_sync",
        wallet_count: owners.length,
        combined_pct: combinedPct,
        master_full: findSharedFunder(owners.map((owner) => reaches.get(owner)!)),
        evidence_txs: members.map((member) => member.firstBuy!.signature),
        members: owners,
        slot,
        points: getClusterPoints("time_sync", combinedPct, owners.length),
      };
    });
    return { findings: { clusters }, contributions: clusters.map(toContribution), notes: [] };
  },
};
