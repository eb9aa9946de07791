// Funding: who sent a wallet the SOL it started with. Read from one of the
// wallet's transactions: the largest inbound transfer from another wallet is
// the funding link (fees and rent refunds are far smaller). One home for the
// rule: the scan's gather reads links with it, and an evidence pack's
// verifier re-reads the cited ones with it (server/chain/evidence).
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
