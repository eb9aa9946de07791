// One wallet's own history with a mint, for wallet-check: its token accounts'
// signatures (the mint's associated accounts under both token programs, and
// any other account it holds the mint in) read oldest first, decoded by the
// one trade decoder. A pool that only names its vaults (Raydium v4) still
// moves the wallet's token account, so every buy and sell is in that history.
// And whether the wallet is itself a pool: an account owned by a venue program.
import { findAssociatedTokenPda } from "@solana-program/token";
import { address as toAddress } from "@solana/kit";
import { KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import { getVenueByProgramId } from "@/server/chain/labels/venues";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import type { SolanaRpc } from "@/server/chain/solana-rpc/client";
import { decodeTransaction } from "@/server/chain/trades/decode-trades";
import type { Address } from "@/server/engine/snapshot";
import { isWalletAddress } from "@/server/services/scan/gather/holders";

/** the oldest transactions read per token account: the first buy is among them for all but the busiest wallets. */
const OLDEST_READ = 10;
/** and the newest: whether it sold lately. */
const NEWEST_READ = 5;

export interface WalletHistory {
  firstBuySlot: number | null;
  /** it held the mint at some point (bought, or received it). */
  everHeld: boolean;
  /** the pool venue when the wallet is an account of a venue program; undefined when it is not a pool. */
  poolVenue: string | null | undefined;
}

export async function readWalletHistory(rpc: SolanaRpc, wallet: Address, mint: Address, knownAccounts: Address[]): Promise<WalletHistory | null> {
  try {
    const atas = await Promise.all(
      [KNOWN_PROGRAMS.splToken, KNOWN_PROGRAMS.token2022].map(async (program) => (await findAssociatedTokenPda({ owner: toAddress(wallet), mint: toAddress(mint), tokenProgram: toAddress(program) }))[0] as string),
    );
    const accounts = [...new Set([...knownAccounts, ...atas])];
    const [info, ...pages] = await rpc.batch([rpc.requests.getAccountInfo(wallet, { encoding: "base64" }), ...accounts.map((a) => rpc.requests.getSignaturesForAddress(a, { limit: 1000 }))]);
    const owner = info.ok ? (info.value.value?.owner ?? null) : null;
    const poolVenue = owner && getVenueByProgramId(owner) ? getVenueByProgramId(owner) : undefined;
    const signatures = new Set<string>();
    for (const page of pages) {
      if (!page.ok) continue;
      const ok = (page.value as { signature: string; err?: unknown }[]).filter((s) => s.err === null || s.err === undefined);
      for (const s of [...ok.slice(-OLDEST_READ), ...ok.slice(0, NEWEST_READ)]) signatures.add(s.signature);
    }
    const wanted = [...signatures];
    const txs = wanted.length > 0 ? await rpc.batch(wanted.map((s) => rpc.requests.getTransaction(s))) : [];
    let firstBuySlot: number | null = null;
    let everHeld = false;
    txs.forEach((answer, i) => {
      if (!answer.ok || !answer.value) return;
      const decoded = decodeTransaction(normalizeTransaction(answer.value, wanted[i]), { isLiquidityOwner: (o) => o !== wallet && !isWalletAddress(o) });
      for (const t of decoded.trades) {
        if (t.owner !== wallet || t.mint !== mint) continue;
        everHeld = true;
        if (t.side === "buy" && (firstBuySlot === null || t.slot < firstBuySlot)) firstBuySlot = t.slot;
      }
      if (decoded.events.some((e) => e.owner === wallet && e.mint === mint && e.delta > 0n)) everHeld = true;
    });
    return { firstBuySlot, everHeld, poolVenue };
  } catch {
    return null;
  }
}
