// The wallets that bought early, as the stealth-bundle and exited-group layers
// see them: the traced holders and the token's first buyers (snapshot.earlyBuyers)
// merged by owner, each with its earliest known buy and its funding chain.
import type { Address, BuySnapshot, FundingLink, HolderSnapshot, TokenSnapshot } from "@/server/engine/snapshot";
import { getHoldersByOwner } from "@/server/engine/snapshot-helpers";

export interface EarlyWallet {
  owner: Address;
  firstBuy: BuySnapshot;
  funding: FundingLink[];
}

function earlier(a: BuySnapshot, b: BuySnapshot): BuySnapshot {
  if (a.slot !== b.slot) return a.slot < b.slot ? a : b;
  return a.fingerprint || !b.fingerprint ? a : b;
}

/** Holders with a first buy, and early buyers, one entry per owner; the earliest buy and the longest funding chain win. */
export function getEarlyWallets(snapshot: TokenSnapshot): EarlyWallet[] {
  const byOwner = new Map<Address, EarlyWallet>();
  const add = (owner: Address, firstBuy: BuySnapshot | null, funding: FundingLink[]) => {
    if (!firstBuy) return;
    const known = byOwner.get(owner);
    if (!known) return void byOwner.set(owner, { owner, firstBuy, funding });
    byOwner.set(owner, { owner, firstBuy: earlier(known.firstBuy, firstBuy), funding: funding.length > known.funding.length ? funding : known.funding });
  };
  for (const holder of getHoldersByOwner(snapshot).values()) add(holder.owner, holder.firstBuy, holder.funding);
  for (const buyer of snapshot.earlyBuyers ?? []) add(buyer.owner, buyer.firstBuy, buyer.funding);
  return [...byOwner.values()].sort((a, b) => a.firstBuy.slot - b.firstBuy.slot || (a.owner < b.owner ? -1 : 1));
}

/** A wallet as the funding graph walks it (traceHolder reads only owner and funding). */
export function asTraceable(wallet: { owner: Address; funding: FundingLink[] }): HolderSnapshot {
  return { rank: 0, owner: wallet.owner, tokenAccount: wallet.owner, amount: 0n, traced: true, firstBuy: null, funding: wallet.funding };
}
