// Per-wallet evidence for the map's pinned details: the transfers that funded
// it (or that it sent), its first buy, its transaction in each cluster's
// shared slot, and an exited group member's sells. Every line names a
// signature a person can open in an explorer.
import { formatPct, shortAddress } from "@/server/engine/format";
import type { Cluster } from "@/server/contracts/scan-report";
import type { Address, TokenSnapshot } from "@/server/engine/snapshot";
import { buildExitEvidence } from "@/server/services/map/build-map-ghosts";
import { slotSignature } from "@/server/services/map/build-map-links";
import type { MapEvidence, MapExitedCluster, MapLink } from "@/server/contracts/map-data";

const CLUSTER_NOUN: Record<Cluster["type"], string> = {
  funding: "funding cluster",
  time_sync: "same-slot bundle",
  coordinated_exit: "coordinated exit",
  stealth_bundle: "stealth bundle",
};

function describeSol(sol: number | null): string {
  return sol === null ? "" : `, ${sol < 0.01 ? sol.toPrecision(2) : sol.toFixed(2)} SOL`;
}

function fundingEvidence(owner: Address, fundingLinks: MapLink[]): MapEvidence[] {
  return fundingLinks.flatMap((link): MapEvidence[] => {
    if (link.signature === null) return [];
    if (link.target === owner) {
      return [{ kind: "funding", signature: link.signature, slot: link.slot, note: `funded by ${shortAddress(link.source)} (hop ${link.hop})${describeSol(link.sol)}` }];
    }
    if (link.source === owner) {
      return [{ kind: "funding", signature: link.signature, slot: link.slot, note: `funded ${shortAddress(link.target)} (hop ${link.hop})${describeSol(link.sol)}` }];
    }
    return [];
  });
}

function clusterEvidence(snapshot: TokenSnapshot, owner: Address, clusters: Cluster[]): MapEvidence[] {
  return clusters
    .filter((cluster) => cluster.members.includes(owner) && cluster.type !== "funding")
    .flatMap((cluster): MapEvidence[] => {
      const signature = slotSignature(snapshot, cluster, owner);
      if (signature === null) return [];
      const share = cluster.combined_pct === null ? "" : ` (${cluster.wallet_count} wallets, ${formatPct(cluster.combined_pct)} together)`;
      const verb = cluster.type === "time_sync" ? "bought" : "sold";
      return [{ kind: cluster.type === "time_sync" ? "first_buy" : "sell", signature, slot: cluster.slot ?? null, note: `${verb} in slot ${cluster.slot}: ${CLUSTER_NOUN[cluster.type]}${share}` }];
    });
}

function firstBuyEvidence(snapshot: TokenSnapshot, owner: Address, already: MapEvidence[]): MapEvidence[] {
  // an exited group's member is no holder: its first buy is among the token's early buyers
  const buy = snapshot.holders.find((h) => h.owner === owner)?.firstBuy ?? snapshot.earlyBuyers?.find((b) => b.owner === owner)?.firstBuy;
  if (!buy || already.some((e) => e.signature === buy.signature)) return [];
  return [{ kind: "first_buy", signature: buy.signature, slot: buy.slot, note: `first buy in slot ${buy.slot}${buy.venue && buy.venue !== "unknown" ? ` on ${buy.venue}` : ""}` }];
}

/** exited: the exited groups the wallet belongs to (its sells are named with the group's exit). */
export function buildNodeEvidence(snapshot: TokenSnapshot, owner: Address, clusters: Cluster[], fundingLinks: MapLink[], exited: MapExitedCluster[] = []): MapEvidence[] {
  const inClusters = clusterEvidence(snapshot, owner, clusters);
  const sells = buildExitEvidence(snapshot, owner, exited).filter((e) => !inClusters.some((c) => c.signature === e.signature));
  return [...fundingEvidence(owner, fundingLinks), ...inClusters, ...firstBuyEvidence(snapshot, owner, inClusters), ...sells];
}
