// Exact bookkeeping of a pump.fun curve token while a scenario plans it: every
// buy, sell and wallet-to-wallet token transfer is queued, then `settle()`
// replays them in the order the world will (slot, then declaration), with the
// program's integer curve arithmetic, and schedules the matching actions. The
// result is the scenario's exact truth (tokens per wallet, SOL paid and
// received, price after every trade), which analytics tests assert against.
// Only valid while nothing else trades the curve (one scenario owns its mint)
// and the curve never completes.
import { SOL_PRICE_USD } from "@/server/ledger/constants";
import { applyCurveBuy, applyCurveSell, curvePriceSol, newCurve, PUMP_DECIMALS, PUMP_TOTAL_SUPPLY, quoteCurveBuy, quoteCurveSell } from "@/server/ledger/world/curve-math";
import type { TokenAmount, TxStyle } from "@/server/ledger/world/actions/types";
import type { CurveState } from "@/server/ledger/world/types";
import { sol, type ScenarioScript } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

export interface CurveTradeFact {
  wallet: Address;
  side: "buy" | "sell";
  slot: number;
  tokens: bigint;
  /** SOL into (buy) or out of (sell) the curve, before the 1 % fees (the trade event's sol_amount). */
  curveLamports: bigint;
  /** what the wallet paid (buy: curve SOL + fees) or received (sell: curve SOL - fees). */
  walletLamports: bigint;
  /** SOL per whole token on the curve after the trade (virtual reserves). */
  priceAfterSol: number;
  /** the trade's own average price: curve SOL / tokens, SOL per whole token. */
  tradePriceSol: number;
}

export interface WalletTradeFacts {
  firstBuySlot: number | null;
  buys: number;
  sells: number;
  boughtTokens: bigint;
  soldTokens: bigint;
  /** from trades and token transfers: the balance at the end of the planned history. */
  heldTokens: bigint;
  receivedTokens: bigint;
  sentTokens: bigint;
  lamportsPaid: bigint;
  lamportsReceived: bigint;
}

type Entry =
  | { kind: "buy"; slot: number; seq: number; wallet: Address; lamports: bigint; style?: TxStyle }
  | { kind: "sell"; slot: number; seq: number; wallet: Address; amount: TokenAmount; style?: TxStyle }
  | { kind: "transfer"; slot: number; seq: number; from: Address; to: Address; amount: bigint | "all" };

/** % of a pump.fun supply (1B tokens, 6 decimals). */
export const pctOfSupply = (tokens: bigint): number => (Number(tokens) / Number(PUMP_TOTAL_SUPPLY)) * 100;
/** market cap in USD at a price in SOL per whole token (1B tokens, SOL = 150 USD). */
export const mcapUsd = (priceSol: number): number => priceSol * (Number(PUMP_TOTAL_SUPPLY) / 10 ** PUMP_DECIMALS) * SOL_PRICE_USD;

export class CurveBook {
  readonly creator: Address;
  readonly mint: Address;
  /** the creation slot: trading opens there on a curve. */
  readonly openedSlot: number;
  readonly trades: CurveTradeFact[] = [];
  private readonly queue: Entry[] = [];
  private readonly balances = new Map<Address, bigint>();
  private readonly wallets = new Map<Address, WalletTradeFacts>();
  private readonly curve: CurveState;
  private settled = false;

  /**
   * pump.fun create with the creator's dev buy at slot offset `offset`, by
   * `creator` (default the scenario's "creator") for `mint` (default "mint").
   */
  constructor(
    private readonly s: ScenarioScript,
    launch: { name: string; symbol: string; devBuySol: number; offset?: number; creator?: Address; mint?: Address },
  ) {
    this.creator = launch.creator ?? s.wallet("creator");
    this.mint = launch.mint ?? s.wallet("mint");
    const offset = launch.offset ?? 0;
    this.openedSlot = s.slot(offset);
    this.curve = newCurve(this.mint, this.creator);
    const devBuy = sol(launch.devBuySol);
    const uri = `https://ipfs.io/ipfs/Qm${launch.name.replace(/\s+/g, "")}`;
    s.at(offset, { kind: "pumpCreate", creator: this.creator, mint: this.mint, name: launch.name, symbol: launch.symbol, uri, devBuyLamports: devBuy });
    this.applyBuy(this.openedSlot, this.creator, devBuy);
  }

  /** `style`: how the transaction is sent (e.g. a fee payer other than the wallet). */
  buy(offset: number, wallet: Address, lamports: bigint, style?: TxStyle): this {
    this.queue.push({ kind: "buy", slot: this.s.slot(offset), seq: this.queue.length, wallet, lamports, style });
    return this;
  }

  sell(offset: number, wallet: Address, amount: TokenAmount, style?: TxStyle): this {
    this.queue.push({ kind: "sell", slot: this.s.slot(offset), seq: this.queue.length, wallet, amount, style });
    return this;
  }

  /** `amount` "all": the sender's whole balance when the transfer runs. */
  transfer(offset: number, from: Address, to: Address, amount: bigint | "all"): this {
    this.queue.push({ kind: "transfer", slot: this.s.slot(offset), seq: this.queue.length, from, to, amount });
    return this;
  }

  /** Replays the queue in world order, schedules the actions, and freezes the book. */
  settle(): this {
    if (this.settled) throw new Error("curve book already settled");
    this.settled = true;
    const base = this.s.startSlot;
    for (const e of [...this.queue].sort((a, b) => a.slot - b.slot || a.seq - b.seq)) {
      if (e.kind === "buy") {
        this.s.at(e.slot - base, { kind: "pumpBuy", user: e.wallet, mint: this.mint, lamports: e.lamports, ...e.style });
        this.applyBuy(e.slot, e.wallet, e.lamports);
      } else if (e.kind === "sell") {
        this.s.at(e.slot - base, { kind: "pumpSell", user: e.wallet, mint: this.mint, amount: e.amount, ...e.style });
        this.applySell(e.slot, e.wallet, e.amount);
      } else {
        const amount = e.amount === "all" ? (this.balances.get(e.from) ?? 0n) : e.amount;
        this.s.at(e.slot - base, { kind: "tokenTransfer", from: e.from, to: e.to, mint: this.mint, amount: { raw: amount } });
        this.move(e.from, e.to, amount);
      }
    }
    return this;
  }

  wallet(address: Address): WalletTradeFacts {
    return this.wallets.get(address) ?? emptyFacts();
  }

  /** Wallet facts of every wallet that traded or received tokens. */
  allWallets(): Map<Address, WalletTradeFacts> {
    return new Map(this.wallets);
  }

  /** The highest price after any trade, with its slot. */
  peak(): { slot: number; priceSol: number; mcapUsd: number; tradePriceSol: number; tradeMcapUsd: number } {
    const spot = this.trades.reduce((best, t) => (t.priceAfterSol > best.priceAfterSol ? t : best));
    const byTrade = this.trades.reduce((best, t) => (t.tradePriceSol > best.tradePriceSol ? t : best));
    return { slot: spot.slot, priceSol: spot.priceAfterSol, mcapUsd: mcapUsd(spot.priceAfterSol), tradePriceSol: byTrade.tradePriceSol, tradeMcapUsd: mcapUsd(byTrade.tradePriceSol) };
  }

  get curveState(): Readonly<CurveState> {
    return this.curve;
  }

  private facts(wallet: Address): WalletTradeFacts {
    let f = this.wallets.get(wallet);
    if (!f) {
      f = emptyFacts();
      this.wallets.set(wallet, f);
    }
    return f;
  }

  private applyBuy(slot: number, wallet: Address, lamports: bigint): void {
    if (this.curve.complete) throw new Error(`${this.s.id}: buy after the curve completed`);
    const t = quoteCurveBuy(this.curve, lamports);
    applyCurveBuy(this.curve, t);
    if (this.curve.complete) throw new Error(`${this.s.id}: a planned buy completes the curve (the book only follows open curves)`);
    const paid = t.sol + t.protocolFee + t.creatorFee;
    const f = this.facts(wallet);
    f.firstBuySlot ??= slot;
    f.buys += 1;
    f.boughtTokens += t.tokens;
    f.lamportsPaid += paid;
    this.balances.set(wallet, (this.balances.get(wallet) ?? 0n) + t.tokens);
    f.heldTokens = this.balances.get(wallet)!;
    this.trades.push(this.fact(wallet, "buy", slot, t.tokens, t.sol, paid));
  }

  private applySell(slot: number, wallet: Address, amount: TokenAmount): void {
    const balance = this.balances.get(wallet) ?? 0n;
    const tokens = amount === "all" ? balance : "raw" in amount ? amount.raw : (balance * BigInt(Math.round(amount.fraction * 1_000_000))) / 1_000_000n;
    if (tokens <= 0n || tokens > balance) throw new Error(`${this.s.id}: ${wallet} cannot sell ${tokens} of ${balance}`);
    const t = quoteCurveSell(this.curve, tokens);
    applyCurveSell(this.curve, t);
    const received = t.sol - t.protocolFee - t.creatorFee;
    const f = this.facts(wallet);
    f.sells += 1;
    f.soldTokens += tokens;
    f.lamportsReceived += received;
    this.balances.set(wallet, balance - tokens);
    f.heldTokens = balance - tokens;
    this.trades.push(this.fact(wallet, "sell", slot, tokens, t.sol, received));
  }

  private move(from: Address, to: Address, amount: bigint): void {
    const balance = this.balances.get(from) ?? 0n;
    if (amount > balance) throw new Error(`${this.s.id}: ${from} cannot send ${amount} of ${balance}`);
    this.balances.set(from, balance - amount);
    this.balances.set(to, (this.balances.get(to) ?? 0n) + amount);
    const sender = this.facts(from);
    sender.sentTokens += amount;
    sender.heldTokens = balance - amount;
    const receiver = this.facts(to);
    receiver.receivedTokens += amount;
    receiver.heldTokens = this.balances.get(to)!;
  }

  private fact(wallet: Address, side: "buy" | "sell", slot: number, tokens: bigint, curveLamports: bigint, walletLamports: bigint): CurveTradeFact {
    const tradePriceSol = Number(curveLamports) / 1e9 / (Number(tokens) / 10 ** PUMP_DECIMALS);
    return { wallet, side, slot, tokens, curveLamports, walletLamports, priceAfterSol: curvePriceSol(this.curve), tradePriceSol };
  }
}

function emptyFacts(): WalletTradeFacts {
  return { firstBuySlot: null, buys: 0, sells: 0, boughtTokens: 0n, soldTokens: 0n, heldTokens: 0n, receivedTokens: 0n, sentTokens: 0n, lamportsPaid: 0n, lamportsReceived: 0n };
}

/** Sums of a cohort's wallets, in base units and % of supply. */
export interface CohortFacts {
  wallets: Address[];
  /** tokens bought in trades at slots <= openedSlot + 20. */
  initialBuyTokens: bigint;
  boughtTokens: bigint;
  heldTokens: bigint;
  initialBuyPct: number;
  boughtPct: number;
  heldPct: number;
  lamportsPaid: bigint;
  lamportsReceived: bigint;
}

export function cohortFacts(book: CurveBook, wallets: Address[], windowSlots = 20): CohortFacts {
  const set = new Set(wallets);
  const initialBuyTokens = book.trades.filter((t) => t.side === "buy" && set.has(t.wallet) && t.slot <= book.openedSlot + windowSlots).reduce((s, t) => s + t.tokens, 0n);
  const sum = (pick: (f: WalletTradeFacts) => bigint) => wallets.reduce((s, w) => s + pick(book.wallet(w)), 0n);
  const boughtTokens = sum((f) => f.boughtTokens);
  const heldTokens = sum((f) => f.heldTokens);
  return {
    wallets: [...wallets],
    initialBuyTokens,
    boughtTokens,
    heldTokens,
    initialBuyPct: pctOfSupply(initialBuyTokens),
    boughtPct: pctOfSupply(boughtTokens),
    heldPct: pctOfSupply(heldTokens),
    lamportsPaid: sum((f) => f.lamportsPaid),
    lamportsReceived: sum((f) => f.lamportsReceived),
  };
}
