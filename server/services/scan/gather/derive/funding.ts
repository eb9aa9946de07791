// Funding: who sent a wallet the SOL it started with. We read it from the
// wallet's oldest transactions (findFundingLink, server/chain/trades/funding-link.ts).
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import { findFundingLink, MIN_FUNDING_LAMPORTS } from "@/server/chain/trades/funding-link";
import type { Address, FundingLink } from "@/server/engine/snapshot";

// the link rule lives with the trade decoder (one home for chain reading); re-exported for gather's callers
export { findFundingLink, MIN_FUNDING_LAMPORTS };

/** The first funding link found in oldest-first transactions. */
export function findFirstFunding(txsOldestFirst: NormalizedTransaction[], wallet: Address, hop: number): FundingLink | null {
  for (const tx of txsOldestFirst) {
    const link = findFundingLink(tx, wallet, hop);
    if (link) return link;
  }
  return null;
}

/** Distinct wallets that received SOL from `funder` in these transactions. */
export function countFundedWallets(txs: NormalizedTransaction[], funder: Address): number {
  const recipients = new Set<Address>();
  for (const tx of txs) {
    if (tx.failed) continue;
    for (const t of tx.solTransfers) if (t.from === funder && t.to !== funder && t.lamports >= MIN_FUNDING_LAMPORTS) recipients.add(t.to);
  }
  return recipients.size;
}
