// Folds the transactions one reading found (since the last one) into a case's
// running state: trade activity, the tracked wallets' sells, the main
// market's quote reserve after each transaction (its peak and the largest
// falls), and top holders that dumped together after the scan (the watch's
// coordinated_dump rule, docs/decisions.md "Watch and alerts"). Pure.
import { detectCoordinatedDumps } from "@/server/engine/watch/coordinated-dump";
import { QUOTE_MINTS } from "@/server/engine/watch/thresholds";
import type { WatchTx } from "@/server/engine/watch/types";
import { MAX_EVIDENCE } from "@/server/engine/outcomes/thresholds";
import type { CaseState, RankedSignature, TrackedOwner } from "@/server/engine/outcomes/types";

export interface FoldInput {
  mint: string;
  /** the transactions read this time, in any order (a signature read through two addresses counts once) */
  txs: readonly WatchTx[];
  /** USD per base unit of the market's quote token; null: reserves cannot be valued this time */
  quoteUsdPerUnit: number | null;
  /** the market's newest activity before the scan (the first reading's fallback for "last trade") */
  activityBeforeScan?: { at: number; signature: string } | null;
  /** signatures found but not read (the per-reading cap or the RPC budget) */
  unread: number;
  /** the reading's time, for transactions without a block time */
  now: number;
}

const RECENT_TRADES = 5;

export function foldTransactions(state: CaseState, input: FoldInput): CaseState {
  const next: CaseState = { ...state, owners: state.owners.map((o) => ({ ...o, sells: [...o.sells] })), groups: [...state.groups], drains: [...state.drains], bigSells: [...state.bigSells], recentTrades: [...state.recentTrades] };
  const owners = new Map(next.owners.map((o) => [o.owner, o]));
  const seen = new Set<string>();
  const txs = [...input.txs]
    .filter((tx) => !tx.failed && (state.scanSlot === null || tx.slot > state.scanSlot) && !seen.has(tx.signature) && seen.add(tx.signature))
    .sort((a, b) => a.slot - b.slot);
  for (const tx of txs) {
    const time = tx.blockTime ?? input.now;
    const trades = tx.trades.filter((t) => t.mint === input.mint);
    if (trades.length > 0) {
      next.tradesSinceScan += trades.length;
      if (next.lastTradeAt === null || time >= next.lastTradeAt) {
        next.lastTradeAt = time;
        next.lastTradeSignature = tx.signature;
      }
      next.recentTrades = [{ signature: tx.signature, time }, ...next.recentTrades.filter((r) => r.signature !== tx.signature)].slice(0, RECENT_TRADES);
    }
    for (const trade of trades) {
      if (trade.side !== "sell") continue;
      next.bigSells = ranked(next.bigSells, { signature: tx.signature, size: Number(trade.amount) });
      recordSell(owners.get(trade.owner), trade.amount, tx.signature);
    }
    foldReserve(next, tx, input.quoteUsdPerUnit);
  }
  if (next.lastTradeAt === null && input.activityBeforeScan) {
    next.lastTradeAt = input.activityBeforeScan.at;
    next.lastTradeSignature = input.activityBeforeScan.signature;
  }
  next.groups.push(...postScanDumps(next, input.mint, txs, input.now));
  next.unreadSignatures += input.unread;
  return next;
}

function recordSell(owner: TrackedOwner | undefined, amount: bigint, signature: string): void {
  if (!owner) return;
  owner.sold += amount;
  if (!owner.sells.includes(signature)) owner.sells.push(signature);
}

/** The market's quote reserve after the transaction: its SOL/USDC vault, or the curve's own lamports. */
function foldReserve(state: CaseState, tx: WatchTx, quoteUsdPerUnit: number | null): void {
  if (!state.market || quoteUsdPerUnit === null) return;
  const owner = state.market.owner;
  const vault = tx.tokenDeltas.find((d) => d.owner === owner && QUOTE_MINTS.has(d.mint)) ?? tx.solDeltas.find((d) => d.account === owner);
  if (!vault) return;
  // liquidity counted as an AMM pair's: both sides, 2 x the quote reserve (as DexScreener and the scan count it)
  const usd = (units: bigint) => Number(units) * quoteUsdPerUnit * 2;
  const after = usd(vault.post);
  state.liquidityPeakUsd = Math.max(state.liquidityPeakUsd ?? 0, usd(vault.pre), after);
  if (vault.post < vault.pre) state.drains = ranked(state.drains, { signature: tx.signature, size: usd(vault.pre - vault.post) });
}

function postScanDumps(state: CaseState, mint: string, txs: WatchTx[], now: number) {
  if (state.supply === null || txs.length === 0) return [];
  const bags = state.owners.filter((o) => o.heldAtScan > 0n).map((o) => ({ owner: o.owner, amount: o.heldAtScan }));
  const known = new Set(state.groups.map((g) => g.id));
  return detectCoordinatedDumps(mint, state.supply, bags, txs, now)
    .map((incident) => ({ id: `dump-${incident.slot}`, kind: "post_scan_dump" as const, detail: null, owners: incident.wallets, slot: incident.slot, signatures: incident.signatures }))
    .filter((group) => !known.has(group.id));
}

/** Keeps the MAX_EVIDENCE largest, one entry per signature (the larger). */
function ranked(list: RankedSignature[], entry: RankedSignature): RankedSignature[] {
  const others = list.filter((r) => r.signature !== entry.signature || r.size > entry.size);
  const merged = others.some((r) => r.signature === entry.signature) ? others : [...others, entry];
  return merged.sort((a, b) => b.size - a.size).slice(0, MAX_EVIDENCE);
}
