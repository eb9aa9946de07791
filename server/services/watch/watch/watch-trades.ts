// The watcher reads trades through THE trade decoder (server/chain/trades),
// as the scan and trade history do: a holder's balance that falls by a
// transfer, an LP deposit or an LP burn is not a sale in a coordinated_dump.
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import { decodeTransaction } from "@/server/chain/trades/decode-trades";
import type { WatchTx } from "@/server/engine/watch/types";
import { isWalletAddress } from "@/server/services/scan/gather/holders";

/** Pools, curves and vault authorities are off-curve: the other side of a trade, never a trader (as gather-snapshot). */
const isLiquidityOwner = (owner: string) => !isWalletAddress(owner);

export function toWatchTx(tx: NormalizedTransaction, mint: string): WatchTx {
  const trades = decodeTransaction(tx, { isLiquidityOwner }).trades.filter((t) => t.mint === mint);
  return { ...tx, trades: trades.map((t) => ({ owner: t.owner, mint: t.mint, side: t.side, amount: t.amount })) };
}
