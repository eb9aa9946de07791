// Trades of one mint for the scan and holder traces: what the one trade
// decoder (server/chain/trades) reads, in the snapshot's shape. A balance
// change with no quote the other way (a transfer, an exchange withdrawal, a
// liquidity move) is not a trade.
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import { decodeTradesOfMint } from "@/server/chain/trades/decode-trades";
import type { Address, TradeSnapshot } from "@/server/engine/snapshot";

export function extractTrades(tx: NormalizedTransaction, mint: Address, isLiquidityOwner: (owner: Address) => boolean): TradeSnapshot[] {
  return decodeTradesOfMint(tx, mint, isLiquidityOwner).map((t) => ({
    signature: t.signature,
    slot: t.slot,
    blockTime: t.blockTime,
    owner: t.owner,
    side: t.side,
    amount: t.amount,
    balanceBefore: t.balanceBefore,
    balanceAfter: t.balanceAfter,
    lamports: t.lamports,
    venue: t.venue,
  }));
}
