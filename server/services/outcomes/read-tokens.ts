// Reads a batch of cases' tokens at their checkpoints, within the RPC budget.
// Two JSON-RPC batches for the whole lease, plus one market call:
//   1. per case: the new signatures of the mint and of its main market's vault
//      (Raydium v4 swaps name the vault, not the mint), the market owner's
//      account (a pump.fun curve's SOL) and, once, the supply;   beside it,
//      DexScreener for every mint at once (price, market cap, liquidity);
//   2. the new transactions of every case, oldest first, at most txCap a case.
// A case the budget cannot pay for now is left for the next minute; a market
// read that fails fails the batch (a label is never judged without price and
// liquidity).
import type { DexScreenerClient } from "@/server/chain/market/client";
import { summarizeMarket } from "@/server/chain/market/transform";
import { KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import type { SolanaRpc } from "@/server/chain/solana-rpc/client";
import type { SignatureInfo } from "@/server/chain/solana-rpc/schemas";
import type { FoldInput } from "@/server/engine/outcomes/fold-transactions";
import type { CaseState, Reading } from "@/server/engine/outcomes/types";
import type { MarketSnapshot } from "@/server/engine/snapshot";
import type { WatchTx } from "@/server/engine/watch/types";
import { toWatchTx } from "@/server/services/watch/watch/watch-trades";
import { decodeBondingCurve, withCurveLiquidity } from "@/server/services/scan/gather/derive/bonding-curve";
import { pickUnread, quoteUsdPerUnit, type SignatureList } from "@/server/services/outcomes/signature-window";

export interface ReadDeps {
  rpc: SolanaRpc;
  market: DexScreenerClient;
  /** grants up to `want` RPC calls now (fewer when `partial` and that is all that is left) */
  allow: (want: number, partial: boolean) => Promise<number>;
  txCap: number;
}

export interface TokenReading {
  reading: Reading;
  fold: FoldInput;
  cursors: Record<string, string>;
  supply: bigint | null;
  /** RPC calls this case's reading made */
  calls: number;
}

export type ReadOutcome = { kind: "read"; value: TokenReading } | { kind: "budget" } | { kind: "failed"; error: string };

interface Plan {
  mint: string;
  state: CaseState;
  /** the mint, and the main market's vault when known: whose new signatures are read */
  addresses: string[];
}

type FirstRead = Plan & { lists: SignatureList[]; reading: Reading; supply: bigint | null };

/** RPC calls of the first round: a signature page per address, the market owner's account, the supply once. */
const firstRoundCost = (p: Plan) => p.addresses.length + (p.state.market ? 1 : 0) + (p.state.supply === null ? 1 : 0);

export async function readTokens(deps: ReadDeps, cases: { mint: string; state: CaseState }[], nowSec: number): Promise<Map<string, ReadOutcome>> {
  const out = new Map<string, ReadOutcome>();
  const plans: Plan[] = cases.map((c) => ({ ...c, addresses: [c.mint, ...(c.state.market ? [c.state.market.baseAccount] : [])] }));
  let granted = await deps.allow(plans.reduce((sum, p) => sum + firstRoundCost(p), 0), true);
  const paid = plans.filter((p) => (granted >= firstRoundCost(p) ? ((granted -= firstRoundCost(p)), true) : (out.set(p.mint, { kind: "budget" }), false)));
  if (paid.length === 0) return out;
  const firstReads = await readFirstRound(deps, paid, nowSec, out);
  await readTransactions(deps, firstReads, nowSec, out);
  return out;
}

/** One JSON-RPC batch for every case, beside one market call for every mint. */
async function readFirstRound(deps: ReadDeps, paid: Plan[], nowSec: number, out: Map<string, ReadOutcome>): Promise<FirstRead[]> {
  const requests = paid.flatMap((p) => [
    ...p.addresses.map((a) => deps.rpc.requests.getSignaturesForAddress(a, { ...(p.state.cursors[a] ? { until: p.state.cursors[a] } : {}), limit: 1000 })),
    ...(p.state.market ? [deps.rpc.requests.getMultipleAccounts([p.state.market.owner], { encoding: "base64" })] : []),
    ...(p.state.supply === null ? [deps.rpc.requests.getTokenSupply(p.mint)] : []),
  ]);
  const [answers, pairs] = await Promise.all([deps.rpc.batch(requests), deps.market.fetchTokenPairs(paid.map((p) => p.mint))]);
  let at = 0;
  return paid.flatMap((p) => {
    const mine = answers.slice(at, (at += firstRoundCost(p)));
    const failed = mine.find((r) => !r.ok);
    if (failed && !failed.ok) return (out.set(p.mint, { kind: "failed", error: failed.error.message }), []);
    const values = mine.map((r) => (r.ok ? r.value : null));
    const lists = p.addresses.map((address, i) => ({ address, items: values[i] as SignatureInfo[] }));
    const account = p.state.market ? (values[p.addresses.length] as { value: ({ owner: string; data: unknown } | null)[] }).value[0] : null;
    const supply = p.state.supply === null ? BigInt((values.at(-1) as { value: { amount: string } }).value.amount) : p.state.supply;
    const curve = account?.owner === KNOWN_PROGRAMS.pumpfun && Array.isArray(account.data) ? decodeBondingCurve(String(account.data[0])) : null;
    const market = withCurveLiquidity(summarizeMarket(pairs, p.mint), curve);
    const reading: Reading = { at: nowSec, liquidityUsd: liquidityOf(market, curve !== null), marketCap: market.status === "ok" ? market.marketCap : null, quoteUsdPerUnit: quoteUsdPerUnit(market) };
    return [{ ...p, lists, reading, supply }];
  });
}

/** One JSON-RPC batch of every case's new transactions, oldest first, within the cap and what the budget grants now. */
async function readTransactions(deps: ReadDeps, reads: FirstRead[], nowSec: number, out: Map<string, ReadOutcome>): Promise<void> {
  const wantsBefore = (r: FirstRead) => r.state.lastTradeAt === null;
  const windows = reads.map((r) => ({ r, window: pickUnread(r.lists, r.state.scanSlot, deps.txCap, wantsBefore(r)) }));
  let granted = await deps.allow(windows.reduce((sum, w) => sum + w.window.toRead.length, 0), true);
  const fetches = windows.map(({ r, window }) => {
    const take = Math.min(granted, window.toRead.length);
    granted -= take;
    return { r, window: take === window.toRead.length ? window : pickUnread(r.lists, r.state.scanSlot, take, wantsBefore(r)) };
  });
  const answers = await deps.rpc.batch(fetches.flatMap((f) => f.window.toRead.map((s) => deps.rpc.requests.getTransaction(s.signature))));
  let at = 0;
  for (const { r, window } of fetches) {
    const mine = answers.slice(at, (at += window.toRead.length));
    const missing = mine.findIndex((a) => !a.ok || a.value === null);
    if (missing >= 0) {
      const a = mine[missing];
      out.set(r.mint, { kind: "failed", error: a.ok ? `transaction ${window.toRead[missing].signature} is not available yet` : a.error.message });
      continue;
    }
    const txs: WatchTx[] = mine.map((a, i) => toWatchTx(normalizeTransaction(a.ok ? a.value : null, window.toRead[i].signature), r.mint));
    const fold: FoldInput = { mint: r.mint, txs, quoteUsdPerUnit: r.reading.quoteUsdPerUnit, activityBeforeScan: window.activityBeforeScan, unread: window.unread, now: nowSec };
    const calls = firstRoundCost(r) + window.toRead.length;
    out.set(r.mint, { kind: "read", value: { reading: r.reading, fold, cursors: { ...r.state.cursors, ...window.cursors }, supply: r.supply, calls } });
  }
}

/** Unknown (null), never a made-up 0: no pair listed at all (an indexing gap is no rug), or a pump.fun curve pair
 * (DexScreener gives it no liquidity figure) whose curve account was not read. */
function liquidityOf(market: MarketSnapshot, curveRead: boolean): number | null {
  if (market.status !== "ok") return null;
  if (market.liquidityUsd === 0 && market.dexId === "pumpfun" && !curveRead) return null;
  return market.liquidityUsd;
}
