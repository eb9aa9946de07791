// Every transaction the snapshot keeps, by signature: the slot the trace saw it
// in, and what it was evidence of (funding of a wallet, a wallet's buy or sell,
// the mint's creation, an earlier launch). One transaction may be several
// (a transfer that funds two wallets, a slot's trade by two owners).
import type { EvidenceRole, EvidenceTxEntry } from "@/server/engine/evidence/evidence-types";
import type { BuySnapshot, FundingLink, TokenSnapshot, TradeSnapshot } from "@/server/engine/snapshot";

export type TxIndex = Map<string, EvidenceTxEntry[]>;

export function indexTransactions(snapshot: TokenSnapshot): TxIndex {
  const index: TxIndex = new Map();
  const add = (signature: string, slot: number | null, role: EvidenceRole, wallet: string | null, from?: string) => {
    const entries = index.get(signature) ?? [];
    if (entries.some((e) => e.role === role && e.wallet === wallet)) return;
    entries.push({ signature, slot, role, wallet, ...(from ? { from } : {}) });
    index.set(signature, entries);
  };
  const addFunding = (links: FundingLink[]) => links.forEach((link) => add(link.signature, link.slot, "funding", link.to, link.from));
  const addBuy = (owner: string, buy: BuySnapshot | null) => buy && add(buy.signature, buy.slot, "buy", owner);
  const addTrades = (trades: TradeSnapshot[]) => trades.forEach((trade) => add(trade.signature, trade.slot, trade.side, trade.owner));
  for (const holder of snapshot.holders) {
    addFunding(holder.funding);
    addBuy(holder.owner, holder.firstBuy);
  }
  for (const buyer of snapshot.earlyBuyers ?? []) {
    addFunding(buyer.funding);
    addBuy(buyer.owner, buyer.firstBuy);
    addTrades(buyer.trades);
  }
  addTrades(snapshot.trades);
  if (snapshot.deployer.status === "ok") {
    const { creator, creationSignature, creationSlot, launches } = snapshot.deployer;
    if (creationSignature) add(creationSignature, creationSlot, "creation", creator);
    for (const launch of launches) add(launch.signature, launch.slot, "launch", creator);
  }
  return index;
}
