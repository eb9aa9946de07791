// What an operator wallet did, read from transactions the watcher already
// fetched (docs/decisions.md "Operator watch"): it created a token (the same
// rule as the deployer history: an InitializeMint of a new mint whose creator
// it is, never a pool's own LP mint), or it funded a wallet's buy of a token:
// a plain top-level SOL transfer to that wallet before the buy, or the fee of
// the buy itself (a bundler's fee payer signing for its wallets). Pure: no I/O.
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import { decodeTransaction } from "@/server/chain/trades/decode-trades";
import { STABLECOIN_MINTS, WSOL_MINT } from "@/server/chain/trades/quote-mints";
import { findLaunches } from "@/server/services/scan/gather/deployer-trace";
import { isWalletAddress } from "@/server/services/scan/gather/holders";

/** a transfer below this is a tip or dust, not the funding of a buyer (0.01 SOL: about what one buy's fees cost) */
export const MIN_FUNDING_LAMPORTS = 10_000_000n;

export interface OperatorActivity {
  wallet: string;
  role: "deployer" | "funder";
  mint: string;
  /** the creation (deployer) or the funding transfer (funder) */
  tx: string;
  slot: number;
  /** unix seconds */
  time: number;
  /** funder: the funded wallet and its buy of the new token */
  buyer?: string;
  buyTx?: string;
  /** funder: a SOL transfer before the buy, or the buy's fee paid by the operator (then tx = buyTx) */
  via?: "transfer" | "fee_payer";
}

export interface Funding {
  /** the funded wallet */
  wallet: string;
  signature: string;
  slot: number;
  time: number;
}

export interface Buy {
  mint: string;
  signature: string;
  slot: number;
  time: number;
}

/** Tokens the wallet created in these transactions. */
export function findDeployments(loaded: ReadonlyArray<{ tx: NormalizedTransaction; raw: unknown }>, wallet: string, now: number): OperatorActivity[] {
  // "" excepts no mint: every creation by the wallet is a launch here
  return findLaunches([...loaded], wallet, "").map((launch) => ({
    wallet,
    role: "deployer",
    mint: launch.mint,
    tx: launch.signature,
    slot: launch.slot,
    time: launch.blockTime ?? now,
  }));
}

/** Wallets the operator sent SOL to by a plain transfer (no trade of its own in that transaction: a swap's fee legs are not funding). */
export function findFundings(txs: readonly NormalizedTransaction[], wallet: string, now: number): Funding[] {
  const out: Funding[] = [];
  for (const tx of txs) {
    if (tx.failed || decodeTransaction(tx, { isLiquidityOwner }).trades.some((t) => t.owner === wallet)) continue;
    const legs = tx.solTransfers.filter((t) => t.from === wallet && t.to !== wallet && !t.inner && t.kind === "transfer" && t.lamports >= MIN_FUNDING_LAMPORTS);
    for (const to of new Set(legs.map((t) => t.to))) {
      if (isWalletAddress(to)) out.push({ wallet: to, signature: tx.signature, slot: tx.slot, time: tx.blockTime ?? now });
    }
  }
  return out;
}

/** The tokens `buyer` bought in these transactions (SOL and stablecoins are never "a token" here). */
export function findBuys(txs: readonly NormalizedTransaction[], buyer: string, now: number): Buy[] {
  const out: Buy[] = [];
  for (const tx of txs) {
    if (tx.failed) continue;
    for (const trade of decodeTransaction(tx, { isLiquidityOwner }).trades) {
      if (trade.owner === buyer && trade.side === "buy" && trade.mint !== WSOL_MINT && !STABLECOIN_MINTS.has(trade.mint)) out.push({ mint: trade.mint, signature: tx.signature, slot: tx.slot, time: tx.blockTime ?? now });
    }
  }
  return out;
}

export interface SponsoredBuy extends Buy {
  buyer: string;
}

/** Buys by other wallets in transactions whose fee the operator paid. */
export function findSponsoredBuys(txs: readonly NormalizedTransaction[], wallet: string, now: number): SponsoredBuy[] {
  const out: SponsoredBuy[] = [];
  for (const tx of txs) {
    if (tx.failed || tx.feePayer !== wallet) continue;
    for (const trade of decodeTransaction(tx, { isLiquidityOwner }).trades) {
      if (trade.owner !== wallet && trade.side === "buy" && trade.mint !== WSOL_MINT && !STABLECOIN_MINTS.has(trade.mint)) {
        out.push({ buyer: trade.owner, mint: trade.mint, signature: tx.signature, slot: tx.slot, time: tx.blockTime ?? now });
      }
    }
  }
  return out;
}

/** Pools, curves and vault authorities are off-curve: the other side of a trade (as the mint watch reads trades). */
function isLiquidityOwner(owner: string): boolean {
  return !isWalletAddress(owner);
}
