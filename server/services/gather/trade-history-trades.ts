// Buys and sells of one mint in one transaction, whatever the venue: each
// wallet's net change of the mint is a trade, and its SOL side is the wallet's
// SOL plus wrapped-SOL change with the transaction fee, the rent of accounts
// it opened and its top-level tips and bot fees added back (none is the price).
// The pool side (the liquidity owner whose balance moved the other way) gives
// the reserves before and after, for price impact.
import { KNOWN_ACCOUNTS } from "@/server/chain/labels/known-programs";
import type { NormalizedTransaction, TokenBalanceDelta } from "@/server/chain/normalize/types";
import type { HistoryTrade, PoolReserves } from "@/server/engine/analytics/types";
import type { Address } from "@/server/engine/snapshot";

const WSOL = KNOWN_ACCOUNTS.wrappedSolMint;

export function extractHistoryTrades(tx: NormalizedTransaction, mint: Address, isLiquidityOwner: (owner: Address) => boolean): HistoryTrade[] {
  if (tx.failed) return [];
  const mintDeltas = tx.tokenDeltas.filter((d) => d.mint === mint);
  const byOwner = groupByOwner(mintDeltas.filter((d) => !isLiquidityOwner(d.owner)));
  const poolDeltas = mintDeltas.filter((d) => isLiquidityOwner(d.owner));
  const reserves = readPoolReserves(tx, poolDeltas);
  const pools = new Set(poolDeltas.map((d) => d.owner));
  const trades: HistoryTrade[] = [];
  for (const [owner, { pre, post }] of byOwner) {
    if (pre === post) continue;
    const side = post > pre ? "buy" : "sell";
    const lamports = swapLamports(tx, owner, pools);
    // tokens and SOL moving the same way is liquidity provision (or its removal), not a trade
    if ((side === "buy" && lamports > 0n) || (side === "sell" && lamports < 0n)) continue;
    trades.push({
      signature: tx.signature,
      slot: tx.slot,
      blockTime: tx.blockTime,
      owner,
      side,
      amount: abs(post - pre),
      balanceAfter: post,
      lamports: lamports === 0n ? null : abs(lamports),
      venue: tx.venues.find((v) => v !== "jupiter") ?? tx.venues[0] ?? null,
      reserves,
    });
  }
  return trades;
}

function groupByOwner(deltas: TokenBalanceDelta[]) {
  const byOwner = new Map<Address, { pre: bigint; post: bigint }>();
  for (const d of deltas) {
    const sum = byOwner.get(d.owner) ?? { pre: 0n, post: 0n };
    byOwner.set(d.owner, { pre: sum.pre + d.pre, post: sum.post + d.post });
  }
  return byOwner;
}

/** The owner's SOL change from the swap alone (negative = paid). */
function swapLamports(tx: NormalizedTransaction, owner: Address, pools: ReadonlySet<Address>): bigint {
  const native = tx.solDeltas.find((s) => s.account === owner)?.delta ?? 0n;
  const fee = owner === tx.feePayer ? tx.fee : 0n;
  const wrapped = tx.tokenDeltas.filter((d) => d.owner === owner && d.mint === WSOL).reduce((sum, d) => sum + d.delta, 0n);
  const tokenAccounts = new Set(tx.tokenDeltas.map((d) => d.tokenAccount));
  // rent moved into (or back out of) the owner's own non-WSOL token accounts is not price
  const ownAccounts = new Set(tx.tokenDeltas.filter((d) => d.owner === owner && d.mint !== WSOL).map((d) => d.tokenAccount));
  const rent = tx.solDeltas.filter((s) => ownAccounts.has(s.account)).reduce((sum, s) => sum + s.delta, 0n);
  // rent of other accounts it opened (mint, curve, metadata at a creation): created by it, or
  // funded from nothing by a plain transfer when they are not a pool (a pool's SOL is price)
  const born = new Set(tx.solDeltas.filter((s) => s.pre === 0n && s.post > 0n).map((s) => s.account));
  const opened = tx.solTransfers
    .filter((t) => t.from === owner && !ownAccounts.has(t.to) && t.to !== owner)
    .filter((t) => (t.kind === "createAccount" || t.kind === "createAccountWithSeed" ? born.has(t.to) : t.inner && born.has(t.to) && !tokenAccounts.has(t.to) && !pools.has(t.to)))
    .reduce((sum, t) => sum + t.lamports, 0n);
  // top-level payments to third parties: Jito tips, trading-bot fees (a swap pays its pool by CPI)
  const thirdParty = tx.solTransfers
    .filter((t) => t.from === owner && !t.inner && t.kind === "transfer" && !tokenAccounts.has(t.to) && t.to !== owner)
    .reduce((sum, t) => sum + t.lamports, 0n);
  return native + fee + wrapped + rent + opened + thirdParty;
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
