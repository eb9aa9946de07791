// Live market events for watch tests and the demo: "the insiders dump now" and
// "the liquidity is pulled now". Each event lands in one new slot (later than
// anything recorded so far) as ordinary swap / withdraw transactions built by
// the same executors as the replayed history, so every RPC method, DexScreener
// and Jupiter see it at once and consistently.
//
// coordinated_dump: the largest wallet holders (top 20, on-curve owners only:
//   never a pool, curve or lock vault) that can pay the fee each sell half of
//   their bag on the token's venue (the open bonding curve, else its deepest
//   pool); at least 2 and up to 4 sellers, more (up to 20) until together they
//   sold >= 0.5 % of the supply.
// liquidity_drain: on a pool, the wallet holding the most LP tokens withdraws
//   90 % of them (Raydium v4 or PumpSwap Withdraw); refused when that cannot
//   take >= 50 % of the quote reserve. On an open bonding curve, the largest
//   holders sell their whole bags until the curve's SOL fell >= 50 %.
import { addressBytes } from "@/server/ledger/crypto/pda";
import { isOnCurve } from "@/server/ledger/crypto/curve25519";
import { deriveAddress } from "@/server/ledger/keys";
import { poolViews, type PoolView } from "@/server/ledger/world/actions/pool-common";
import { execPoolSell } from "@/server/ledger/world/actions/pool-swap";
import { execPoolWithdraw } from "@/server/ledger/world/actions/pool-withdraw";
import { execPumpSell } from "@/server/ledger/world/actions/pump-trade";
import { execTokenTransfer } from "@/server/ledger/world/actions/token-ops";
import type { ExecContext } from "@/server/ledger/world/actions/common";
import { applyCurveSell, quoteCurveSell } from "@/server/ledger/world/curve-math";
import { pumpAddresses } from "@/server/ledger/world/ix/pump";
import type { CurveState, TxRecord } from "@/server/ledger/world/types";
import type { World } from "@/server/ledger/world/world";
import type { LiveChain } from "@/server/ledger/live/live-chain";

export const LEDGER_EVENT_KINDS = ["coordinated_dump", "liquidity_drain"] as const;
export type LedgerEventKind = (typeof LEDGER_EVENT_KINDS)[number];

export interface LedgerEventReceipt {
  kind: LedgerEventKind;
  mint: string;
  slot: number;
  signatures: string[];
  /** the wallets that sold (dump) or withdrew / sold (drain). */
  wallets: string[];
  venue: "pumpfun_curve" | "pumpswap" | "raydium_v4";
  /** tokens (base units) that left the sellers' / went to the withdrawer's wallets, and that as % of supply. */
  tokensMoved: string;
  pctOfSupply: number;
  /** the venue's quote reserve (lamports) before and after the event. */
  quoteReserveBefore: string;
  quoteReserveAfter: string;
}

/** The event cannot happen on this mint (unknown, no venue, nobody able to sell or withdraw): HTTP 409. */
export class LedgerEventRefused extends Error {}

const DUMP_FRACTION = 0.5;
const DRAIN_LP_FRACTION = 0.9;
/** fee + priority fee + a WSOL account's rent for the length of the swap. */
const MIN_SELLER_LAMPORTS = 3_000_000n;

interface Holder {
  owner: string;
  account: string;
  amount: bigint;
}

let eventCounter = 0;

/** Top wallet holders of `mint` (largest first): token accounts owned by on-curve keys. */
export function walletHolders(world: World, mint: string, limit = 20): Holder[] {
  const out: Holder[] = [];
  for (const account of world.tokenAccountsByMint.get(mint) ?? []) {
    const token = world.getTokenAccount(account);
    if (!token || token.amount === 0n || token.state === "frozen") continue;
    if (!isOnCurve(addressBytes(token.owner))) continue;
    out.push({ owner: token.owner, account, amount: token.amount });
  }
  out.sort((a, b) => (b.amount === a.amount ? (a.owner < b.owner ? -1 : 1) : b.amount > a.amount ? 1 : -1));
  return out.slice(0, limit);
}

function openCurve(world: World, mint: string): CurveState | null {
  const data = world.getAccount(pumpAddresses.curve(mint))?.data;
  return data?.kind === "curve" && !data.curve.complete ? data.curve : null;
}

function deepest(world: World, mint: string): PoolView | null {
  const views = poolViews(world, mint);
  if (views.length === 0) return null;
  return views.reduce((best, v) => (v.quoteReserve > best.quoteReserve ? v : best));
}

/** A slot strictly after every recorded transaction: moves the live clock on when needed. With `atMs` (a
 * scripted future's step played late, server/ledger/futures) the slot that was current then, or the
 * newest recorded one if that is later: futures share slots, so many tokens' steps due at once never
 * push the live clock ahead of real time. */
export function freshContext(chain: LiveChain, label: string, atMs?: number): ExecContext {
  const last = chain.world.history.at(-1)?.slot ?? 0;
  if (atMs !== undefined && atMs <= chain.nowMs()) {
    const slot = Math.max(chain.clock.slotAt(atMs), last);
    const slotStartMs = chain.clock.startMs + (slot - chain.clock.baseSlot) * chain.clock.slotMs;
    if (slot <= chain.currentSlot()) return { world: chain.world, slot, label, live: { blockTime: chain.clock.blockTimeOf(slot), submittedAtMs: Math.max(atMs, slotStartMs) } };
  }
  let stamp = chain.stamp();
  if (stamp.slot <= last) {
    chain.clock.advance((last - stamp.slot + 1) * chain.clock.slotMs);
    stamp = chain.stamp();
  }
  return { world: chain.world, slot: stamp.slot, label, live: { blockTime: stamp.blockTime, submittedAtMs: stamp.submittedAtMs } };
}

function quoteReserveOf(world: World, mint: string): bigint {
  const curve = openCurve(world, mint);
  if (curve) return curve.realSolReserves;
  return deepest(world, mint)?.quoteReserve ?? 0n;
}

function canPay(world: World, owner: string): boolean {
  return world.lamportsOf(owner) >= MIN_SELLER_LAMPORTS;
}

function planDump(world: World, mint: string): Holder[] {
  const supply = world.getMint(mint)?.supply ?? 0n;
  const target = supply / 200n;
  const chosen: Holder[] = [];
  let sold = 0n;
  for (const h of walletHolders(world, mint).filter((x) => canPay(world, x.owner))) {
    if (chosen.length >= 4 && sold >= target) break;
    chosen.push(h);
    sold += (h.amount * BigInt(DUMP_FRACTION * 1_000_000)) / 1_000_000n;
  }
  if (chosen.length < 2) throw new LedgerEventRefused(`fewer than 2 wallet holders of ${mint} can sell`);
  if (sold < target) throw new LedgerEventRefused(`the top 20 wallet holders of ${mint} hold too little for a 0.5 % dump`);
  return chosen;
}

/** Whole bags of the largest holders, in rank order, until the curve's SOL halves (simulated first). */
function planCurveDrain(world: World, mint: string, curve: CurveState): Holder[] {
  const sim: CurveState = { ...curve };
  const chosen: Holder[] = [];
  for (const h of walletHolders(world, mint).filter((x) => canPay(world, x.owner))) {
    if (sim.realSolReserves * 2n <= curve.realSolReserves) break;
    applyCurveSell(sim, quoteCurveSell(sim, h.amount));
    chosen.push(h);
  }
  if (sim.realSolReserves * 2n > curve.realSolReserves) throw new LedgerEventRefused(`the holders of ${mint} cannot halve the curve's SOL`);
  return chosen;
}

function lpHolder(world: World, view: PoolView): Holder | null {
  const holders = walletHolders(world, view.pool.lpMint, 1).filter((h) => canPay(world, h.owner));
  return holders[0] ?? null;
}

/** `atMs`: when a scripted future's step was due (it lands in that slot if nothing was recorded since). */
export function triggerLedgerEvent(chain: LiveChain, mint: string, kind: LedgerEventKind, atMs?: number): LedgerEventReceipt {
  const { world } = chain;
  if (!world.getMint(mint)) throw new LedgerEventRefused(`no mint ${mint}`);
  const curve = openCurve(world, mint);
  const pool = curve ? null : deepest(world, mint);
  if (!curve && !pool) throw new LedgerEventRefused(`${mint} trades nowhere (no open curve, no pool)`);
  const venue = curve ? "pumpfun_curve" : pool!.pool.venue;
  const before = quoteReserveOf(world, mint);
  let steps: { wallet: string; run: (ctx: ExecContext) => TxRecord }[];
  if (kind === "coordinated_dump") {
    steps = planDump(world, mint).map((h) => ({
      wallet: h.owner,
      run: (ctx) =>
        curve
          ? execPumpSell(ctx, { kind: "pumpSell", user: h.owner, mint, amount: { fraction: DUMP_FRACTION } })
          : execPoolSell(ctx, { kind: "poolSell", user: h.owner, mint, amount: { fraction: DUMP_FRACTION }, venue: pool!.pool.venue }),
    }));
  } else if (curve) {
    steps = planCurveDrain(world, mint, curve).map((h) => ({
      wallet: h.owner,
      run: (ctx) => execPumpSell(ctx, { kind: "pumpSell", user: h.owner, mint, amount: "all" }),
    }));
  } else {
    const view = pool!;
    const holder = lpHolder(world, view);
    if (!holder) throw new LedgerEventRefused(`no wallet holds LP tokens of ${view.address}`);
    const lpSupply = view.pool.lpSupply;
    const withdrawn = (holder.amount * BigInt(DRAIN_LP_FRACTION * 1_000_000)) / 1_000_000n;
    if (lpSupply === 0n || withdrawn * 2n < lpSupply) throw new LedgerEventRefused(`the largest LP holder of ${view.address} cannot take half the liquidity`);
    steps = [{ wallet: holder.owner, run: (ctx) => execPoolWithdraw(ctx, { kind: "poolWithdraw", owner: holder.owner, mint, fraction: DRAIN_LP_FRACTION, venue: view.pool.venue }) }];
  }
  const id = ++eventCounter;
  const base = freshContext(chain, `event|${kind}|${mint}|${id}`, atMs);
  const records = steps.map((step, i) => step.run({ ...base, label: `${base.label}|${i}|${step.wallet}` }));
  const moved = records.reduce((sum, r, i) => sum + absTokenDelta(r, steps[i].wallet, mint), 0n);
  const supply = world.getMint(mint)!.supply;
  return {
    kind,
    mint,
    slot: base.slot,
    signatures: records.map((r) => r.signature),
    wallets: steps.map((s) => s.wallet),
    venue,
    tokensMoved: moved.toString(),
    pctOfSupply: supply > 0n ? (Number(moved) / Number(supply)) * 100 : 0,
    quoteReserveBefore: before.toString(),
    quoteReserveAfter: quoteReserveOf(world, mint).toString(),
  };
}


function absTokenDelta(tx: TxRecord, owner: string, mint: string): bigint {
  const sum = (list: TxRecord["preTokenBalances"]) => list.filter((b) => b.owner === owner && b.mint === mint).reduce((s, b) => s + b.amount, 0n);
  const d = sum(tx.postTokenBalances) - sum(tx.preTokenBalances);
  return d < 0n ? -d : d;
}

/**
 * Not a trade, though the bags fall as in a dump: the `count` largest wallet
 * holders that can pay a fee each move `fraction` of their bag to a fresh
 * wallet of their own (a plain SPL transfer) in one new slot.
 */
export function transferTopBags(chain: LiveChain, mint: string, fraction: number, count = 2): { slot: number; signatures: string[]; wallets: string[] } {
  const movers = walletHolders(chain.world, mint).filter((h) => canPay(chain.world, h.owner)).slice(0, count);
  const base = freshContext(chain, `event|transfer|${mint}|${++eventCounter}`);
  const records = movers.map((h, i) =>
    execTokenTransfer({ ...base, label: `${base.label}|${i}` }, { kind: "tokenTransfer", from: h.owner, to: deriveAddress("ledger-transfer", `${h.owner}:${base.slot}`), mint, amount: { fraction } }),
  );
  return { slot: base.slot, signatures: records.map((r) => r.signature), wallets: movers.map((h) => h.owner) };
}
