// A live read of one wallet's balance of a mint: its token accounts for the
// mint under either token program (the mint filter covers both), summed.
import type { SolanaRpc } from "@/server/chain/solana-rpc/client";
import type { Address } from "@/server/engine/snapshot";

/** UI amount held now; null when the read failed (the caller falls back to the scan). */
export async function readWalletHolding(rpc: SolanaRpc, wallet: Address, mint: Address): Promise<number | null> {
  try {
    const answer = await rpc.getTokenAccountsByOwner(wallet, { mint });
    let total = 0;
    for (const entry of answer.value ?? []) {
      const ui = (entry.account.data as { parsed?: { info?: { tokenAmount?: { uiAmountString?: string } } } })?.parsed?.info?.tokenAmount?.uiAmountString;
      if (ui) total += Number(ui);
    }
    return total;
  } catch {
    return null;
  }
}
