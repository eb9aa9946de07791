// Buys and sells of one mint in one transaction for the trade history, as the
// one trade decoder (server/chain/trades) reads them, with the pool side (the
// liquidity owner whose balance moved the other way) giving the reserves
// before and after, for price impact.
import { KNOWN_ACCOUNTS } from "@/server/chain/labels/known-programs";
import type { NormalizedTransaction, TokenBalanceDelta } from "@/server/chain/normalize/types";
import { decodeTradesOfMint } from "@/server/chain/trades/decode-trades";
import type { HistoryTrade, PoolReserves } from "@/server/engine/analytics/types";
import type { Address } from "@/server/engine/snapshot";

const WSOL = KNOWN_ACCOUNTS.wrappedSolMint;

export function extractHistoryTrades(tx: NormalizedTransaction, mint: Address, isLiquidityOwner: (owner: Address) => boolean): HistoryTrade[] {
  const trades = decodeTradesOfMint(tx, mint, isLiquidityOwner);
  if (trades.length === 0) return [];
  const reserves = readPoolReserves(tx, tx.tokenDeltas.filter((d) => d.mint === mint && isLiquidityOwner(d.owner)));
  return trades.map((t) => ({
    signature: t.signature,
    slot: t.slot,
    blockTime: t.blockTime,
    owner: t.owner,
    side: t.side,
    amount: t.amount,
    balanceAfter: t.balanceAfter,
    lamports: t.lamports,
    quoteMint: t.quoteMint,
    quoteAmount: t.quoteAmount,
    venue: t.venue,
    reserves,
    feePayer: tx.feePayer,
  }));
}

/** The liquidity owner whose mint balance moved most, with its SOL side (wrapped SOL vault, else its own lamports: a bonding curve). */
function readPoolReserves(tx: NormalizedTransaction, poolDeltas: TokenBalanceDelta[]): PoolReserves | null {
  const main = [...poolDeltas].sort((a, b) => (abs(b.delta) > abs(a.delta) ? 1 : -1))[0];
  if (!main) return null;
  const wsol = tx.tokenDeltas.find((d) => d.owner === main.owner && d.mint === WSOL);
  if (wsol) return { pool: main.owner, tokenBefore: main.pre, tokenAfter: main.post, solBefore: wsol.pre, solAfter: wsol.post };
  const lamports = tx.solDeltas.find((s) => s.account === main.owner);
  if (!lamports) return null;
  return { pool: main.owner, tokenBefore: main.pre, tokenAfter: main.post, solBefore: lamports.pre, solAfter: lamports.post };
}

function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}
