// What the trade decoder says about one transaction: the trades in it and
// the balance changes that are not trades, each classified.
import type { Address, Signature, Venue } from "@/server/engine/snapshot";

export interface DecodedTrade {
  signature: Signature;
  slot: number;
  blockTime: number | null;
  /** the wallet whose balances changed (the token accounts' owner). */
  owner: Address;
  mint: Address;
  side: "buy" | "sell";
  /** absolute net change of the owner's balance of `mint`, base units. */
  amount: bigint;
  balanceBefore: bigint;
  balanceAfter: bigint;
  /** what was paid (buy) or received (sell): the wrapped-SOL mint for SOL, a stablecoin, or another token. */
  quoteMint: Address;
  /** absolute, in the quote mint's base units (lamports for SOL). */
  quoteAmount: bigint;
  /** SOL paid or received in lamports: the quote amount when the quote is SOL, else a valuation at a known price, else null. */
  lamports: bigint | null;
  /** USD value when the quote is a stablecoin (1:1) or a SOL/USD price was given; else null. */
  usdValue: number | null;
  /** the venue of the program holding the pool the token moved through; "unknown" when that program is not named. */
  venue: Venue | null;
  /** that program's id (reported even when it has no name); null when no program moved the token (a plain transfer). */
  venueProgram: Address | null;
}

export type NonTradeKind =
  | "transfer_in"
  | "transfer_out"
  | "exchange_deposit"
  | "exchange_withdrawal"
  | "liquidity_add"
  | "liquidity_remove"
  | "lp_mint"
  | "lp_burn"
  | "pool_create"
  | "orderbook_deposit"
  | "orderbook_withdrawal"
  | "airdrop"
  | "claim";

/** A balance change of a token that is not a buy or a sell. */
export interface NonTradeEvent {
  signature: Signature;
  slot: number;
  kind: NonTradeKind;
  owner: Address;
  mint: Address;
  /** signed net change of the owner's balance of `mint`, base units. */
  delta: bigint;
  /** the program that moved it, when one did. */
  program: Address | null;
}

export interface DecodedTransaction {
  signature: Signature;
  failed: boolean;
  trades: DecodedTrade[];
  events: NonTradeEvent[];
  /** network fee (lamports), paid by the fee payer, never part of a price. */
  fee: bigint;
  /** lamports sent to known tip accounts (Jito) and listed trading-bot fee accounts, never part of a price. */
  tips: bigint;
}

export interface DecodeOptions {
  /** owners that are the other side of trades (pool, curve and vault authorities); default: not a signer. */
  isLiquidityOwner?: (owner: Address) => boolean;
  /** the exchange an address belongs to, for deposits and withdrawals. */
  exchangeOf?: (address: Address) => string | null;
  /** SOL price in USD, to value SOL trades and stablecoin trades in the other unit. */
  solUsd?: number | null;
}
