// Trades: every change of an owner's balance of the mint in a transaction is a
// buy or a sell, whatever the venue (a pump.fun curve, an AMM, an aggregator or
// a plain transfer). Liquidity owners (pools, curves) are the other side.
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import type { Address, TradeSnapshot } from "@/server/engine/snapshot";

export function extractTrades(tx: NormalizedTransaction, mint: Address, isLiquidityOwner: (owner: Address) => boolean): TradeSnapshot[] {
  if (tx.failed) return [];
  const byOwner = new Map<Address, { pre: bigint; post: bigint }>();
  for (const d of tx.tokenDeltas) {
    if (d.mint !== mint || isLiquidityOwner(d.owner)) continue;
    const sum = byOwner.get(d.owner) ?? { pre: 0n, post: 0n };
    byOwner.set(d.owner, { pre: sum.pre + d.pre, post: sum.post + d.post });
  }
  const trades: TradeSnapshot[] = [];
  for (const [owner, { pre, post }] of byOwner) {
    if (pre === post) continue;
    const solDelta = tx.solDeltas.find((s) => s.account === owner)?.delta ?? null;
    // the fee payer's SOL delta includes the fee; add it back to get the swap leg.
    const lamports = solDelta === null ? null : abs(owner === tx.feePayer ? solDelta + tx.fee : solDelta);
    trades.push({
      signature: tx.signature,
      slot: tx.slot,
      blockTime: tx.blockTime,
      owner,
      side: post > pre ? "buy" : "sell",
      amount: abs(post - pre),
      balanceBefore: pre,
      balanceAfter: post,
      lamports,
      venue: tx.venues[0] ?? null,
    });
  }
  return trades;
}

function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}
