// The mutable world: accounts, transactions and the indexes the RPC methods
// read. Mutation happens only through a TxDraft (tx-draft.ts) so every change
// is inside a transaction whose pre/post balances record it.
import { TIP_SLOT } from "@/server/ledger/clock";
import type { Account, AccountData, Address, MintState, TokenAccountState, TxRecord } from "@/server/ledger/world/types";

export interface MarketListing {
  name: string;
  symbol: string;
  createdSlot: number;
  /** a token the aggregator refuses to route (transfer hook, frozen-by-default...). */
  sellBlocked: boolean;
}

/** One swap on a venue, kept for the market view (txns, volume, price change). */
export interface TradePoint {
  slot: number;
  isBuy: boolean;
  lamports: bigint;
  /** SOL per whole token after the trade. */
  priceSol: number;
}

export class World {
  readonly accounts = new Map<Address, Account>();
  readonly transactions = new Map<string, TxRecord>();
  /** every transaction in application order (slot ascending). */
  readonly history: TxRecord[] = [];
  /** address -> its transactions, oldest first. */
  readonly signaturesByAddress = new Map<Address, TxRecord[]>();
  readonly tokenAccountsByMint = new Map<Address, Set<Address>>();
  readonly tokenAccountsByOwner = new Map<Address, Set<Address>>();
  /** mint -> pool / curve account addresses, in creation order. */
  readonly venuesByMint = new Map<Address, Address[]>();
  readonly listings = new Map<Address, MarketListing>();
  readonly trades = new Map<Address, TradePoint[]>();
  /** the replayed history's tip: its last slot + 150, at least TIP_SLOT. */
  private historicTip = TIP_SLOT;
  /** set once the live ledger runs (live/live-chain.ts): the tip then follows the wall clock. */
  private liveSlot: (() => number) | null = null;
  private lastSlot = 0;
  private indexInSlot = 0;

  get tipSlot(): number {
    return this.liveSlot ? Math.max(this.historicTip, this.liveSlot()) : this.historicTip;
  }

  /** Hands the tip to a live clock; transactions recorded from then on no longer move it. */
  attachLiveClock(currentSlot: () => number): void {
    this.liveSlot = currentSlot;
  }

  getAccount(address: Address): Account | undefined {
    return this.accounts.get(address);
  }

  lamportsOf(address: Address): bigint {
    return this.accounts.get(address)?.lamports ?? 0n;
  }

  getMint(address: Address): MintState | undefined {
    const data = this.accounts.get(address)?.data;
    return data?.kind === "mint" ? data.mint : undefined;
  }

  getTokenAccount(address: Address): TokenAccountState | undefined {
    const data = this.accounts.get(address)?.data;
    return data?.kind === "token" ? data.token : undefined;
  }

  /** Creates or replaces an account outside any transaction (genesis state). */
  putAccount(address: Address, init: { lamports: bigint; owner: Address; executable?: boolean; data?: AccountData }): Account {
    const account: Account = {
      address,
      lamports: init.lamports,
      owner: init.owner,
      executable: init.executable ?? false,
      data: init.data ?? { kind: "none" },
    };
    this.accounts.set(address, account);
    if (account.data.kind === "token") this.indexTokenAccount(address, account.data.token);
    return account;
  }

  indexTokenAccount(address: Address, token: TokenAccountState): void {
    addToIndex(this.tokenAccountsByMint, token.mint, address);
    addToIndex(this.tokenAccountsByOwner, token.owner, address);
  }

  unindexTokenAccount(address: Address, token: TokenAccountState): void {
    this.tokenAccountsByMint.get(token.mint)?.delete(address);
    this.tokenAccountsByOwner.get(token.owner)?.delete(address);
  }

  addVenue(mint: Address, venueAccount: Address): void {
    const list = this.venuesByMint.get(mint) ?? [];
    if (!list.includes(venueAccount)) list.push(venueAccount);
    this.venuesByMint.set(mint, list);
  }

  recordTrade(venueAccount: Address, point: TradePoint): void {
    const list = this.trades.get(venueAccount);
    if (list) list.push(point);
    else this.trades.set(venueAccount, [point]);
  }

  /** Position of the next transaction inside `slot`; slots never go backwards. */
  nextIndexInSlot(slot: number): number {
    if (slot < this.lastSlot) throw new Error(`transaction at slot ${slot} after slot ${this.lastSlot}`);
    if (slot !== this.lastSlot) {
      this.lastSlot = slot;
      this.indexInSlot = 0;
    }
    return this.indexInSlot++;
  }

  recordTransaction(tx: TxRecord): void {
    if (this.transactions.has(tx.signature)) throw new Error(`duplicate signature ${tx.signature}`);
    this.transactions.set(tx.signature, tx);
    this.history.push(tx);
    for (const key of new Set(tx.accountKeys.map((k) => k.pubkey))) {
      const list = this.signaturesByAddress.get(key);
      if (list) list.push(tx);
      else this.signaturesByAddress.set(key, [tx]);
    }
    if (!this.liveSlot && tx.slot + 150 > this.historicTip) this.historicTip = tx.slot + 150;
  }
}

function addToIndex(index: Map<Address, Set<Address>>, key: Address, value: Address): void {
  const set = index.get(key);
  if (set) set.add(value);
  else index.set(key, new Set([value]));
}
