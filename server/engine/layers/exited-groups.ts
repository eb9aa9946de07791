// Exited groups (decisions "Beyond one slot and one snapshot"): among the
// token's first buying wallets, a group that shares a funder (the deployer
// included; exchange-like funders are dead ends as for clusters) and has
// together sold at least 90% of what it bought. A current-holder view cannot
// see it; the crew that farmed this launch is the one that will do it again.
// A group that still holds is a live cluster (funding_trace), never also exited.
import { asTraceable } from "@/server/engine/early-wallets";
import { countWallets, describeEvidence, formatPct, lamportsToSol, pctOf, roundTo, shortAddress, unique } from "@/server/engine/format";
import { findFundingGroups, type FundingGroup } from "@/server/engine/funding-groups";
import { traceHolder, traceHolders } from "@/server/engine/funding-graph";
import type { Layer, ScoreContribution } from "@/server/engine/layer-types";
import type { ExitedCluster } from "@/server/contracts/scan-report";
import { getExitedPoints } from "@/server/engine/scoring/cluster-points";
import type { Address, TokenSnapshot, TradeSnapshot } from "@/server/engine/snapshot";
import { getSupply } from "@/server/engine/snapshot-helpers";

/** a group has exited when it sold at least this share of what it bought, basis points. */
export const EXITED_MIN_SOLD_BPS = 9_000n;

function tradesOf(snapshot: TokenSnapshot, owners: Set<Address>): TradeSnapshot[] {
  const seen = new Set<string>();
  const all = [...(snapshot.earlyBuyers ?? []).flatMap((b) => b.trades), ...snapshot.trades];
  return all.filter((t) => owners.has(t.owner) && !seen.has(`${t.signature}:${t.owner}`) && seen.add(`${t.signature}:${t.owner}`));
}

function toExited(group: FundingGroup, snapshot: TokenSnapshot, deployerFunded: boolean): Omit<ExitedCluster, "cluster_id"> | null {
  const owners = group.members.map((m) => m.owner);
  const trades = tradesOf(snapshot, new Set(owners));
  const buys = trades.filter((t) => t.side === "buy");
  const sells = trades.filter((t) => t.side === "sell");
  const bought = buys.reduce((sum, t) => sum + t.amount, 0n);
  const sold = sells.reduce((sum, t) => sum + t.amount, 0n);
  if (bought === 0n || sold * 10_000n < bought * EXITED_MIN_SOLD_BPS) return null;
  const supply = getSupply(snapshot);
  const received = sells.reduce((sum, t) => sum + (t.lamports ?? 0n), 0n);
  const spent = buys.reduce((sum, t) => sum + (t.lamports ?? 0n), 0n);
  const boughtPct = pctOf(bought, supply);
  return {
    type: "exited",
    master_full: group.master,
    deployer_funded: deployerFunded,
    members: owners,
    wallet_count: owners.length,
    bought_pct: boughtPct,
    sold_pct: pctOf(sold, supply),
    realized_sol: roundTo(lamportsToSol(received - spent), 4),
    first_buy_slot: Math.min(...buys.map((t) => t.slot)),
    last_sell_slot: Math.max(...sells.map((t) => t.slot)),
    evidence_txs: unique([...group.members.flatMap((m) => m.path), ...buys.map((t) => t.signature), ...sells.map((t) => t.signature)]),
    points: getExitedPoints(deployerFunded, boughtPct, owners.length),
  };
}

function toContribution(cluster: ExitedCluster): ScoreContribution {
  const funder = cluster.deployer_funded ? `the deployer ${shortAddress(cluster.master_full!)}` : shortAddress(cluster.master_full!);
  const sign = cluster.realized_sol >= 0 ? "+" : "";
  const reason =
    `exited group: ${countWallets(cluster.wallet_count)} funded by ${funder} bought ${formatPct(cluster.bought_pct)} of supply ` +
    `and sold out by slot ${cluster.last_sell_slot} (${sign}${cluster.realized_sol} SOL) — ${describeEvidence(cluster.evidence_txs)}`;
  return { layer: "exited_groups", points: cluster.points, reason, evidence: cluster.evidence_txs };
}

export const exitedGroupsLayer: Layer<"exited_groups"> = {
  id: "exited_groups",
  requires: ["earlyBuyers", "holders", "trades", "funders", "liquidityAccounts", "mintInfo", "deployer"],
  evaluate(snapshot, config) {
    const creator = snapshot.deployer.status === "ok" ? snapshot.deployer.creator : null;
    const live = findFundingGroups(traceHolders(snapshot, config), config);
    const liveMembers = new Set(live.flatMap((g) => g.members.map((m) => m.owner)));
    const liveMasters = new Set(live.map((g) => g.master));
    const reaches = (snapshot.earlyBuyers ?? []).map((buyer) => traceHolder(asTraceable(buyer), snapshot, config));
    const clusters: ExitedCluster[] = [];
    for (const group of findFundingGroups(reaches, config)) {
      if (liveMasters.has(group.master) || group.members.some((m) => liveMembers.has(m.owner))) continue;
      const owners = new Set(group.members.map((m) => m.owner));
      const deployerFunded = creator !== null && reaches.some((r) => owners.has(r.owner) && r.owner !== creator && r.reach.has(creator));
      const exited = toExited(group, snapshot, deployerFunded);
      if (exited) clusters.push({ cluster_id: `exited-${clusters.length + 1}`, ...exited });
    }
    return { findings: { clusters }, contributions: clusters.map(toContribution), notes: [] };
  },
};
