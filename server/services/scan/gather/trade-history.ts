// The trade-history reader: every buy and sell of a mint, paged back to the
// start of trading within caps. The mint's own signature list covers curves and
// pools whose instructions name the mint (pump.fun, PumpSwap, CPMM...); pools
// that only name their vaults (Raydium v4) are covered by paging the pool's
// token account too. Reads go through the scan's memoized RPC view, so a page
// or transaction the scan already read is not read again.
import type { CreatorTransfer, TradeHistorySnapshot } from "@/server/engine/analytics/types";
import type { Address } from "@/server/engine/snapshot";
import type { SignatureInfo } from "@/server/chain/solana-rpc/schemas";
import type { CoverageRecorder } from "@/server/services/scan/gather/coverage";
import type { LoadedTransaction, ScanRpc } from "@/server/services/scan/gather/scan-rpc";
import { extractHistoryTrades } from "@/server/services/scan/gather/trade-history-trades";

export interface TradeHistoryCaps {
  /** pages of 1,000 signatures per address (mint, pool token accounts). */
  signaturePages: number;
  /** transactions read in all; beyond it the oldest and newest halves are kept. */
  transactions: number;
  /** transactions of the creator's own history read for SOL/token it sent (team). */
  creatorTransactions: number;
}

/** Defaults (env TRADE_HISTORY_PAGE_CAP, TRADE_HISTORY_TX_CAP): 5,000 signatures per address, 1,500 transactions. */
export const DEFAULT_TRADE_HISTORY_CAPS: TradeHistoryCaps = { signaturePages: 5, transactions: 1500, creatorTransactions: 200 };

const PAGE = 1000;

export interface TradeHistoryRequest {
  mint: Address;
  /** the mint and the token accounts of its pools / curve. */
  addresses: Address[];
  isLiquidityOwner: (owner: Address) => boolean;
  /** the creator, for transfers it made (team detection); null when unknown. */
  creator: Address | null;
  /** the curve's creation slot when the mint launched on a bonding curve. */
  curveCreationSlot: number | null;
  /** signatures per wallet page (the deployer trace's limit, so its page is reused). */
  walletSignatureLimit: number;
}

/** The pool's opening as the history shows it: the LP mint its AMM created then, and LP minted since. */
export interface LpOrigin {
  slot: number;
  lpMint: Address;
  /** LP minted in every transaction read (pool creation and deposits). */
  lpMinted: bigint;
}

export async function readTradeHistory(
  request: TradeHistoryRequest,
  scan: ScanRpc,
  caps: TradeHistoryCaps,
  coverage: CoverageRecorder,
): Promise<{ history: TradeHistorySnapshot; lpOrigin: LpOrigin | null }> {
  const { signatures, complete: pagesComplete } = await pageAll([...new Set(request.addresses)], scan, caps.signaturePages);
  const ok = [...signatures.values()].filter((s) => s.err === null || s.err === undefined).sort((a, b) => a.slot - b.slot);
  const picked = ok.length > caps.transactions ? [...ok.slice(0, Math.ceil(caps.transactions / 2)), ...ok.slice(ok.length - Math.floor(caps.transactions / 2))] : ok;
  if (picked.length < ok.length) coverage.cap("trade_history_transactions");
  if (!pagesComplete) coverage.cap("trade_history_pages");
  const [loaded, creatorTxs] = await Promise.all([scan.transactions(picked.map((s) => s.signature)), readCreatorHistory(request, scan, caps)]);
  const txs = picked.map((s) => loaded.get(s.signature)).filter((t): t is LoadedTransaction => t !== undefined);
  const trades = txs.flatMap(({ tx }) => extractHistoryTrades(tx, request.mint, request.isLiquidityOwner));
  trades.sort((a, b) => a.slot - b.slot || a.signature.localeCompare(b.signature));
  const opening = findPoolOpening(txs, request);
  const history: TradeHistorySnapshot = {
    trades,
    tradingOpenedSlot: request.curveCreationSlot ?? opening?.tx.slot ?? trades[0]?.slot ?? null,
    complete: pagesComplete && picked.length === ok.length && txs.length === picked.length,
    transactionsRead: txs.length,
    capsHit: [...(pagesComplete ? [] : ["trade_history_pages"]), ...(picked.length < ok.length ? ["trade_history_transactions"] : [])],
    creatorTransfers: request.creator ? findCreatorTransfers([...txs, ...creatorTxs], request) : [],
  };
  return { history, lpOrigin: opening ? findLpOrigin(opening, txs, request.mint) : null };
}

/** The mint the AMM created inside the pool's opening is its LP token. */
function findLpOrigin(opening: LoadedTransaction, txs: LoadedTransaction[], mint: Address): LpOrigin | null {
  const lp = opening.tx.mintCreations.find((c) => c.inner && c.mint !== mint);
  if (!lp) return null;
  const lpMinted = txs.flatMap(({ tx }) => (tx.failed ? [] : tx.mintTos)).filter((m) => m.mint === lp.mint).reduce((sum, m) => sum + m.amount, 0n);
  return { slot: opening.tx.slot, lpMint: lp.mint, lpMinted };
}

/** Pages every address back to its first signature (or the cap): one batch per round. */
async function pageAll(addresses: Address[], scan: ScanRpc, pageCap: number) {
  const signatures = new Map<string, SignatureInfo>();
  let complete = true;
  let round = addresses.map((address) => ({ address, limit: PAGE }) as { address: Address; limit: number; before?: string });
  for (let page = 1; round.length > 0; page++) {
    const answers = await scan.signaturePages(round);
    const next: typeof round = [];
    for (const r of round) {
      const answer = answers.get(r.address);
      if (!answer) {
        complete = false;
        continue;
      }
      for (const s of answer.signatures) signatures.set(s.signature, s);
      if (!answer.capped) continue;
      if (page >= pageCap) complete = false;
      else next.push({ address: r.address, limit: PAGE, before: answer.signatures.at(-1)!.signature });
    }
    round = next;
  }
  return { signatures, complete };
}

/** The creator's own transactions (oldest first within the cap): where team wallets get funded. */
async function readCreatorHistory(request: TradeHistoryRequest, scan: ScanRpc, caps: TradeHistoryCaps): Promise<LoadedTransaction[]> {
  if (!request.creator) return [];
  const page = (await scan.signaturePages([{ address: request.creator, limit: request.walletSignatureLimit }])).get(request.creator);
  const ok = (page?.signatures ?? []).filter((s) => s.err === null || s.err === undefined).slice(-caps.creatorTransactions);
  const loaded = await scan.transactions(ok.map((s) => s.signature));
  return [...loaded.values()];
}

/** The first transaction in which a liquidity owner's balance of the mint went from nothing to something. */
function findPoolOpening(txs: LoadedTransaction[], request: TradeHistoryRequest): LoadedTransaction | null {
  // a pool opens with a deposit of the mint that creates an LP mint (a curve's first buy creates none)
  const opens = ({ tx }: LoadedTransaction) =>
    !tx.failed && tx.tokenDeltas.some((d) => d.mint === request.mint && d.pre === 0n && d.post > 0n && request.isLiquidityOwner(d.owner));
  return txs.find((t) => opens(t) && t.tx.mintCreations.some((c) => c.inner && c.mint !== request.mint)) ?? txs.find(opens) ?? null;
}

/** SOL and tokens the creator sent to wallets (pools and curves are trades, not transfers). */
function findCreatorTransfers(txs: LoadedTransaction[], request: TradeHistoryRequest): CreatorTransfer[] {
  const { creator, mint, isLiquidityOwner } = request as TradeHistoryRequest & { creator: Address };
  const transfers: CreatorTransfer[] = [];
  const seen = new Set<string>();
  for (const { tx } of txs) {
    if (seen.has(tx.signature)) continue;
    seen.add(tx.signature);
    if (tx.failed) continue;
    for (const t of tx.solTransfers) if (t.from === creator && t.to !== creator && !isLiquidityOwner(t.to)) transfers.push({ to: t.to, slot: tx.slot, signature: tx.signature, kind: "sol" });
    const creatorSent = tx.tokenDeltas.some((d) => d.owner === creator && d.mint === mint && d.delta < 0n);
    if (!creatorSent) continue;
    for (const d of tx.tokenDeltas) {
      if (d.mint === mint && d.delta > 0n && d.owner !== creator && !isLiquidityOwner(d.owner)) transfers.push({ to: d.owner, slot: tx.slot, signature: tx.signature, kind: "token" });
    }
  }
  return transfers;
}

