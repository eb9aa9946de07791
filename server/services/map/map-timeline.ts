// The token's life for the map's time slider: from its creation to the slot
// the trace read, with a marker at each cluster's first buy and at each
// coordinated exit (and each exited group's last sell). Built from today's
// report, so a past slot's map still shows the whole road. Pure.
import type { EngineReport } from "@/server/engine/report-types";
import type { Address, TokenSnapshot } from "@/server/engine/snapshot";
import type { MapTimeline, MapTimelineMarker } from "@/server/contracts/map-data";

/** Solana's nominal slot time: a slot's time is estimated from the nearest known one. */
export const SLOT_SECONDS = 0.4;

const NOUN = { funding: "funding cluster", time_sync: "same-slot bundle", coordinated_exit: "coordinated exit", stealth_bundle: "stealth bundle" } as const;

function firstBuySlots(snapshot: TokenSnapshot): Map<Address, number> {
  const slots = new Map<Address, number>();
  for (const buyer of snapshot.earlyBuyers ?? []) slots.set(buyer.owner, buyer.firstBuy.slot);
  for (const holder of snapshot.holders) {
    const slot = holder.firstBuy?.slot;
    if (slot !== undefined && slot < (slots.get(holder.owner) ?? Infinity)) slots.set(holder.owner, slot);
  }
  return slots;
}

function markers(report: EngineReport, snapshot: TokenSnapshot): MapTimelineMarker[] {
  const firstBuys = firstBuySlots(snapshot);
  const out: MapTimelineMarker[] = [];
  for (const cluster of report.coordinated_clusters) {
    const buys = cluster.members.map((m) => firstBuys.get(m)).filter((s): s is number => s !== undefined);
    if (buys.length > 0) out.push({ kind: "first_buy", slot: Math.min(...buys), cluster_id: cluster.id, label: `${NOUN[cluster.type]}: first buy` });
    if (cluster.type === "coordinated_exit" && cluster.slot !== undefined) out.push({ kind: "exit", slot: cluster.slot, cluster_id: cluster.id, label: `coordinated exit: ${cluster.wallet_count} wallets sold` });
  }
  for (const group of report.exited_clusters ?? []) {
    out.push({ kind: "first_buy", slot: group.first_buy_slot, cluster_id: group.cluster_id, label: "exited group: first buy" });
    out.push({ kind: "exit", slot: group.last_sell_slot, cluster_id: group.cluster_id, label: `exited group: last sell (${group.wallet_count} wallets)` });
  }
  return out.sort((a, b) => a.slot - b.slot || a.cluster_id.localeCompare(b.cluster_id));
}

/** The slot's time from the closest known (slot, time) pair of the trace. */
export function estimateTime(snapshot: TokenSnapshot, slot: number): number | null {
  const anchors: [number, number][] = [];
  for (const b of snapshot.earlyBuyers ?? []) if (b.firstBuy.blockTime !== null) anchors.push([b.firstBuy.slot, b.firstBuy.blockTime]);
  for (const t of snapshot.trades) if (t.blockTime !== null) anchors.push([t.slot, t.blockTime]);
  if (anchors.length === 0) return null;
  const [nearSlot, nearTime] = anchors.reduce((best, a) => (Math.abs(a[0] - slot) < Math.abs(best[0] - slot) ? a : best));
  return Math.round(nearTime + (slot - nearSlot) * SLOT_SECONDS);
}

/** null when the trace read no slot (an old snapshot). */
export function buildTimeline(report: EngineReport, snapshot: TokenSnapshot, known: { createdAt?: number | null } = {}): MapTimeline | null {
  const current = snapshot.observedSlot;
  if (current === undefined || current === null) return null;
  const created = snapshot.deployer.status === "ok" ? snapshot.deployer.creationSlot : null;
  return {
    created_slot: created,
    created_at: created === null ? null : (known.createdAt ?? estimateTime(snapshot, created)),
    current_slot: current,
    current_at: snapshot.observedAt,
    markers: markers(report, snapshot),
  };
}
