// coordinated_dump: in one slot, DUMP_MIN_SELLERS or more of the top-20
// holders each sell at least 25 % of their bag, together at least 0.5 % of
// supply (docs/decisions.md). A "sale" is what the owner sold less what it
// bought over the slot's transactions, as the trade decoder reads them (a
// transfer, an LP deposit or an LP burn moves the balance but sells nothing);
// the bag is the larger of the stored
// top-20 balance and the balance just before the slot (a holder who bought
// since the last refresh is judged on what it actually held).
import { DUMP_MIN_BAG_SOLD_BPS, DUMP_MIN_SELLERS, DUMP_MIN_SUPPLY_BPS } from "@/server/engine/watch/thresholds";
import type { HolderBag, WatchIncident, WatchTx } from "@/server/engine/watch/types";

interface SlotSale {
  sold: bigint;
  preByAccount: Map<string, bigint>;
  signatures: Set<string>;
}

export function detectCoordinatedDumps(mint: string, supply: bigint, holders: readonly HolderBag[], txs: readonly WatchTx[], now: number): WatchIncident[] {
  const bags = new Map(holders.map((h) => [h.owner, h.amount]));
  const bySlot = new Map<number, { time: number; sales: Map<string, SlotSale> }>();
  for (const tx of [...txs].sort((a, b) => a.slot - b.slot)) {
    if (tx.failed) continue;
    for (const d of tx.tokenDeltas) {
      if (d.mint !== mint || !bags.has(d.owner)) continue;
      const slot = bySlot.get(tx.slot) ?? { time: tx.blockTime ?? now, sales: new Map<string, SlotSale>() };
      bySlot.set(tx.slot, slot);
      const sale = slot.sales.get(d.owner) ?? { sold: 0n, preByAccount: new Map<string, bigint>(), signatures: new Set<string>() };
      slot.sales.set(d.owner, sale);
      if (!sale.preByAccount.has(d.tokenAccount)) sale.preByAccount.set(d.tokenAccount, d.pre);
    }
    for (const t of tx.trades) {
      const sale = t.mint === mint ? bySlot.get(tx.slot)?.sales.get(t.owner) : undefined;
      if (!sale) continue;
      sale.sold += t.side === "sell" ? t.amount : -t.amount;
      if (t.side === "sell") sale.signatures.add(tx.signature);
    }
  }
  const incidents: WatchIncident[] = [];
  for (const [slot, { time, sales }] of bySlot) {
    const sellers = [...sales].flatMap(([owner, sale]) => {
      const before = [...sale.preByAccount.values()].reduce((a, b) => a + b, 0n);
      const bag = before > (bags.get(owner) ?? 0n) ? before : (bags.get(owner) ?? 0n);
      const isDump = sale.sold > 0n && bag > 0n && sale.sold * 10_000n >= bag * DUMP_MIN_BAG_SOLD_BPS;
      return isDump ? [{ owner, sold: sale.sold, bagBps: Number((sale.sold * 10_000n) / bag), signatures: sale.signatures }] : [];
    });
    const total = sellers.reduce((sum, s) => sum + s.sold, 0n);
    if (sellers.length < DUMP_MIN_SELLERS || supply <= 0n || total * 10_000n < supply * DUMP_MIN_SUPPLY_BPS) continue;
    const soldPct = Number((total * 1_000_000n) / supply) / 10_000;
    const each = sellers.map((s) => `${s.owner.slice(0, 4)}… ${(s.bagBps / 100).toFixed(0)}%`).join(", ");
    incidents.push({
      type: "coordinated_dump",
      dedupeKey: `${mint}:coordinated_dump:${slot}`,
      slot,
      time,
      action: "EXIT",
      coordinated: true,
      wallets: sellers.map((s) => s.owner),
      soldPct,
      signatures: [...new Set(sellers.flatMap((s) => [...s.signatures]))],
      reason: `${sellers.length} top-20 holders sold in slot ${slot} (${each} of their bags), together ${soldPct}% of supply`,
    });
  }
  return incidents;
}
