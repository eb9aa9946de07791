// Stealth bundle: a bundle spread over 2-5 slots to dodge the same-slot check,
// caught by the fingerprint its buys share (stealth-grouping.ts). Every group
// is reported once, under the first of funding, time_sync, stealth_bundle that
// fits: buys in one slot stay time_sync, members of one funding cluster stay funding.
import { getEarlyWallets, asTraceable } from "@/server/engine/early-wallets";
import { countWallets, describeEvidence, formatPct, pctOf, shortAddress } from "@/server/engine/format";
import { findFundingGroups } from "@/server/engine/funding-groups";
import { traceHolder, traceHolders } from "@/server/engine/funding-graph";
import type { Layer, ScoreContribution } from "@/server/engine/layer-types";
import type { Cluster, SharedFingerprint } from "@/server/contracts/scan-report";
import { getClusterPoints } from "@/server/engine/scoring/cluster-points";
import { getSupply, sumHoldings } from "@/server/engine/snapshot-helpers";
import { findSharedFunder } from "@/server/engine/layers/same-block-bundle";
import { findStealthGroups } from "@/server/engine/layers/stealth-grouping";

function describeFingerprint(f: SharedFingerprint): string {
  const parts = [
    f.fee_payer && `fee payer ${shortAddress(f.fee_payer)}`,
    f.cu_limit !== undefined && `CU limit ${f.cu_limit}`,
    f.cu_price !== undefined && `CU price ${f.cu_price} µlamports`,
    f.tip_lamports !== undefined && `Jito tip ${f.tip_lamports / 1e9} SOL`,
    f.lookup_table && `lookup table ${shortAddress(f.lookup_table)}`,
  ];
  return parts.filter(Boolean).join(", ");
}

function toContribution(cluster: Cluster): ScoreContribution {
  const reason =
    `stealth bundle: ${countWallets(cluster.wallet_count)} (${formatPct(cluster.combined_pct)} of supply), fresh, ` +
    `first bought within ${cluster.slot_spread! + 1} slots sharing ${describeFingerprint(cluster.fingerprint!)} — ${describeEvidence(cluster.evidence_txs)}`;
  return { layer: "stealth_bundle", points: cluster.points, reason, evidence: cluster.evidence_txs };
}

export const stealthBundleLayer: Layer<"stealth_bundle"> = {
  id: "stealth_bundle",
  requires: ["holders", "earlyBuyers", "funders", "liquidityAccounts", "mintInfo", "deployer"],
  evaluate(snapshot, config) {
    const fundingGroups = findFundingGroups(traceHolders(snapshot, config), config).map((g) => new Set(g.members.map((m) => m.owner)));
    const groups = findStealthGroups(getEarlyWallets(snapshot)).filter((group) => {
      const owners = group.members.map((m) => m.owner);
      const inOneFundingCluster = fundingGroups.some((g) => owners.every((o) => g.has(o)));
      return group.slotSpread > 0 && !inOneFundingCluster;
    });
    const clusters = groups.map((group, index): Cluster => {
      const owners = group.members.map((m) => m.owner);
      const combinedPct = pctOf(sumHoldings(snapshot, owners), getSupply(snapshot));
      return {
        id: `stealth-bundle-${index + 1}`,
        type: "stealth_bundle",
        wallet_count: owners.length,
        combined_pct: combinedPct,
        master_full: findSharedFunder(group.members.map((m) => traceHolder(asTraceable(m), snapshot, config))),
        evidence_txs: group.members.map((m) => m.firstBuy.signature),
        members: owners,
        slot: group.members[0].firstBuy.slot,
        slot_spread: group.slotSpread,
        fingerprint: group.fingerprint,
        points: getClusterPoints("stealth_bundle", combinedPct, owners.length),
      };
    });
    return { findings: { clusters }, contributions: clusters.map(toContribution), notes: [] };
  },
};
