// Exact bookkeeping of an AMM pool while a scenario plans its swaps, like
// curve-book.ts for curves: buys and sells are queued, then `settle()`
// replays them in world order with the executors' integer math
// (world/actions/pool-swap.ts) and schedules the poolBuy / poolSell actions.
// Valid while the scenario's swaps are the only ones on that pool.
import { SOL_PRICE_USD } from "@/server/ledger/constants";
import { quoteConstantProduct } from "@/server/ledger/world/amm-math";
import type { TokenAmount } from "@/server/ledger/world/actions/types";
import type { PoolVenue } from "@/server/ledger/world/types";
import type { ScenarioScript } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

/** PumpSwap sends 5 of its 25 bps to the protocol fee account (pool-swap.ts). */
const PUMPSWAP_PROTOCOL_BPS = 5n;
const FEE_BPS = 25;

export interface PoolSwapFact {
  wallet: Address;
  side: "buy" | "sell";
  slot: number;
  tokens: bigint;
  /** buy: SOL the wallet paid in; sell: SOL the wallet received. */
  walletLamports: bigint;
  quoteReserveBefore: bigint;
  quoteReserveAfter: bigint;
  baseReserveBefore: bigint;
  baseReserveAfter: bigint;
  /** SOL per whole token from the vault reserves, before and after. */
  priceBefore: number;
  priceAfter: number;
  /** |after / before - 1| x 100 of the reserve price. */
  impactPct: number;
}

type Entry = { kind: "buy"; slot: number; seq: number; wallet: Address; lamports: bigint } | { kind: "sell"; slot: number; seq: number; wallet: Address; amount: TokenAmount };

export class PoolBook {
  readonly swaps: PoolSwapFact[] = [];
  private readonly queue: Entry[] = [];
  private readonly balances = new Map<Address, bigint>();
  private base: bigint;
  private quote: bigint;

  constructor(
    private readonly s: ScenarioScript,
    readonly mint: Address,
    readonly venue: PoolVenue,
    initial: { base: bigint; quote: bigint },
    private readonly decimals: number,
  ) {
    this.base = initial.base;
    this.quote = initial.quote;
  }

  buy(offset: number, wallet: Address, lamports: bigint): this {
    this.queue.push({ kind: "buy", slot: this.s.slot(offset), seq: this.queue.length, wallet, lamports });
    return this;
  }

  sell(offset: number, wallet: Address, amount: TokenAmount): this {
    this.queue.push({ kind: "sell", slot: this.s.slot(offset), seq: this.queue.length, wallet, amount });
    return this;
  }

  settle(): this {
    const start = this.s.startSlot;
    for (const e of [...this.queue].sort((a, b) => a.slot - b.slot || a.seq - b.seq)) {
      if (e.kind === "buy") {
        this.s.at(e.slot - start, { kind: "poolBuy", user: e.wallet, mint: this.mint, lamports: e.lamports, venue: this.venue });
        this.applyBuy(e.slot, e.wallet, e.lamports);
      } else {
        this.s.at(e.slot - start, { kind: "poolSell", user: e.wallet, mint: this.mint, amount: e.amount, venue: this.venue });
        this.applySell(e.slot, e.wallet, e.amount);
      }
    }
    return this;
  }

  held(wallet: Address): bigint {
    return this.balances.get(wallet) ?? 0n;
  }

  get reserves(): { base: bigint; quote: bigint } {
    return { base: this.base, quote: this.quote };
  }

  /** DexScreener's liquidity.usd for the pool (the SOL side counted twice). */
  get liquidityUsd(): number {
    return Math.round((Number(this.quote) / 1e9) * SOL_PRICE_USD * 2 * 100) / 100;
  }

  /** The `n` largest sells by SOL received. */
  largestSells(n = 10): PoolSwapFact[] {
    return this.swaps.filter((x) => x.side === "sell").sort((a, b) => (b.walletLamports > a.walletLamports ? 1 : b.walletLamports < a.walletLamports ? -1 : a.slot - b.slot)).slice(0, n);
  }

  private price(base: bigint, quote: bigint): number {
    return base === 0n ? 0 : Number(quote) / 1e9 / (Number(base) / 10 ** this.decimals);
  }

  private applyBuy(slot: number, wallet: Address, lamports: bigint): void {
    const before = { base: this.base, quote: this.quote };
    const protocolFee = this.venue === "pumpswap" ? (lamports * PUMPSWAP_PROTOCOL_BPS) / 10_000n : 0n;
    const out = quoteConstantProduct(lamports, this.quote, this.base, FEE_BPS);
    this.quote += lamports - protocolFee;
    this.base -= out;
    this.balances.set(wallet, this.held(wallet) + out);
    this.record(wallet, "buy", slot, out, lamports, before);
  }

  private applySell(slot: number, wallet: Address, amount: TokenAmount): void {
    const balance = this.held(wallet);
    const tokens = amount === "all" ? balance : "raw" in amount ? amount.raw : (balance * BigInt(Math.round(amount.fraction * 1_000_000))) / 1_000_000n;
    if (tokens <= 0n || tokens > balance) throw new Error(`${this.s.id}: ${wallet} cannot sell ${tokens} of ${balance}`);
    const before = { base: this.base, quote: this.quote };
    const pumpswap = this.venue === "pumpswap";
    const gross = quoteConstantProduct(tokens, this.base, this.quote, pumpswap ? FEE_BPS - Number(PUMPSWAP_PROTOCOL_BPS) : FEE_BPS);
    const protocolFee = pumpswap ? (gross * PUMPSWAP_PROTOCOL_BPS) / 10_000n : 0n;
    this.quote -= gross;
    this.base += tokens;
    this.balances.set(wallet, balance - tokens);
    this.record(wallet, "sell", slot, tokens, gross - protocolFee, before);
  }

  private record(wallet: Address, side: "buy" | "sell", slot: number, tokens: bigint, walletLamports: bigint, before: { base: bigint; quote: bigint }): void {
    const priceBefore = this.price(before.base, before.quote);
    const priceAfter = this.price(this.base, this.quote);
    this.swaps.push({
      wallet, side, slot, tokens, walletLamports,
      quoteReserveBefore: before.quote, quoteReserveAfter: this.quote, baseReserveBefore: before.base, baseReserveAfter: this.base,
      priceBefore, priceAfter, impactPct: Math.abs(priceAfter / priceBefore - 1) * 100,
    });
  }
}
