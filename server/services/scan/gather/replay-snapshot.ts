// Time travel: today's snapshot cut back to what the chain showed at a past
// slot, so the engine finds only the clusters and evidence known then. Holder
// balances are the replayed ones (never today's with old labels); trades,
// first buys and funding transfers after the slot are dropped; wallets that held
// then and sold since (the first buyers) come back as holders. Pure.
import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { PublicKey } from "@solana/web3.js";
import type { Address, EarlyBuyerSnapshot, FundingLink, HolderSnapshot, TokenSnapshot, TradeSnapshot } from "@/server/engine/snapshot";
import type { ReplayTarget, ReplayedBalance } from "@/server/services/scan/gather/replay-balances";

/** The token accounts whose balances decide the map at a past slot: today's holders and
 * liquidity accounts, and the first buyers' associated accounts (those that sold out included). */
export function replayTargets(snapshot: TokenSnapshot): ReplayTarget[] {
  const programId = snapshot.mintInfo.status === "ok" ? snapshot.mintInfo.programId : null;
  const targets: ReplayTarget[] = [
    ...snapshot.holders.map((h) => ({ owner: h.owner, tokenAccount: h.tokenAccount })),
    ...snapshot.liquidityAccounts.map((l) => ({ owner: l.owner, tokenAccount: l.tokenAccount })),
  ];
  const known = new Set(targets.map((t) => t.owner));
  if (!programId) return targets;
  for (const buyer of snapshot.earlyBuyers ?? []) {
    if (known.has(buyer.owner)) continue;
    const ata = associatedAccount(snapshot.mint, buyer.owner, programId);
    if (ata) targets.push({ owner: buyer.owner, tokenAccount: ata });
  }
  return targets;
}

function associatedAccount(mint: Address, owner: Address, programId: Address): Address | null {
  try {
    return getAssociatedTokenAddressSync(new PublicKey(mint), new PublicKey(owner), true, new PublicKey(programId)).toBase58();
  } catch {
    return null;
  }
}

/** A funding chain as known at the slot: the links up to the first one sent after it. */
function chainAt(chain: FundingLink[], slot: number): FundingLink[] {
  const cut = chain.findIndex((link) => link.slot > slot);
  return cut === -1 ? chain : chain.slice(0, cut);
}

function tradesAt(trades: TradeSnapshot[], slot: number): TradeSnapshot[] {
  return trades.filter((t) => t.slot <= slot);
}

function earlyBuyerAt(buyer: EarlyBuyerSnapshot, slot: number): EarlyBuyerSnapshot | null {
  if (buyer.firstBuy.slot > slot) return null;
  return { ...buyer, funding: chainAt(buyer.funding, slot), trades: tradesAt(buyer.trades, slot) };
}

/** The snapshot as it stood at the end of `slot`. balances: by token account, from replayBalancesAt. */
export function snapshotAtSlot(today: TokenSnapshot, slot: number, balances: Map<Address, ReplayedBalance>): TokenSnapshot {
  // unknown (history beyond the cap, recorded in the coverage): left out rather than drawn at today's amount
  const heldAt = (tokenAccount: Address) => balances.get(tokenAccount)?.amount ?? 0n;
  const candidates: HolderSnapshot[] = today.holders.map((h) => ({ ...h, amount: heldAt(h.tokenAccount) }));
  const known = new Set(candidates.map((h) => h.owner));
  for (const balance of balances.values()) {
    if (known.has(balance.owner) || !balance.amount) continue;
    const buyer = today.earlyBuyers?.find((b) => b.owner === balance.owner);
    if (!buyer) continue;
    known.add(balance.owner);
    candidates.push({ rank: 0, owner: buyer.owner, tokenAccount: balance.tokenAccount, amount: balance.amount, traced: true, firstBuy: buyer.firstBuy, funding: buyer.funding });
  }
  const holders = candidates
    .filter((h) => h.amount > 0n)
    .sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : a.owner.localeCompare(b.owner)))
    .map((h, index) => ({ ...h, rank: index + 1, firstBuy: h.firstBuy && h.firstBuy.slot <= slot ? h.firstBuy : null, funding: chainAt(h.funding, slot) }));
  const earlyBuyers = today.earlyBuyers?.map((b) => earlyBuyerAt(b, slot)).filter((b): b is EarlyBuyerSnapshot => b !== null);
  return {
    ...today,
    observedSlot: slot,
    holders,
    ...(earlyBuyers ? { earlyBuyers } : {}),
    liquidityAccounts: today.liquidityAccounts.map((l) => ({ ...l, amount: heldAt(l.tokenAccount) })),
    trades: tradesAt(today.trades, slot),
    coverage: { ...today.coverage, holdersFound: holders.length, holdersTraced: holders.filter((h) => h.traced).length },
  };
}
