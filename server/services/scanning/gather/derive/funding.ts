// Funding: who sent a wallet the SOL it started with. We read it from the
// wallet's oldest transactions; the largest inbound transfer from another
// wallet is the funding link (fees and rent refunds are far smaller).
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import type { Address, FundingLink } from "@/server/engine/snapshot";

/** Below this a transfer is dust/rent, not funding: 0.001 SOL in lamports. */
export const MIN_FUNDING_LAMPORTS = 1_000_000n;

export function findFundingLink(tx: NormalizedTransaction, wallet: Address, hop: number): FundingLink | null {
  if (tx.failed) return null;
  let best: { from: Address; lamports: bigint } | null = null;
  for (const transfer of tx.solTransfers) {
    if (transfer.to !== wallet || transfer.from === wallet) continue;
    if (transfer.lamports < MIN_FUNDING_LAMPORTS) continue;
    if (!best || transfer.lamports > best.lamports) best = { from: transfer.from, lamports: transfer.lamports };
  }
  if (!best) return null;
  return { hop, from: best.from, to: wallet, signature: tx.signature, slot: tx.slot, blockTime: tx.blockTime, lamports: best.lamports };
}

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
