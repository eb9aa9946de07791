// The token's first buying wallets (decisions "Beyond one slot and one
// snapshot"): read from the oldest transactions of the mint's history, then
// traced like holders (signature list, oldest transactions for funding, their
// trades of the mint for sells). Runs beside the holder trace, in the same
// rounds: mint history -> oldest transactions -> buyers' signature lists ->
// their funding and trade transactions; the funder trace then walks holders'
// and early buyers' funders in one pass. The memoized scan never reads a
// wallet, page or transaction twice (most early buyers are also holders).
import { extractFingerprint } from "@/server/chain/fingerprint/extract-fingerprint";
import type { Address, BuySnapshot, EarlyBuyerSnapshot, TradeSnapshot } from "@/server/engine/snapshot";
import type { CoverageRecorder } from "@/server/services/scan/gather/coverage";
import { findFirstFunding } from "@/server/services/scan/gather/derive/funding";
import { extractTrades } from "@/server/services/scan/gather/derive/trades";
import type { MintHistory } from "@/server/services/scan/gather/history/address-history";
import type { GatherOptions } from "@/server/services/scan/gather/options";
import type { LoadedTransaction, ScanRpc, SignaturePage } from "@/server/services/scan/gather/scan-rpc";

/** decisions: the token's first 100 buying wallets. */
export const EARLY_BUYER_CAP = 100;
/** oldest mint transactions read to find them (creation, pool set-up and repeat buys are among them). */
export const EARLY_TX_CAP = 120;
/** newest trade transactions of one early buyer read besides its first buy (a sell-out is its last trades); more marks the wallet incomplete. */
export const EARLY_TRADE_TX_CAP = 2;
/** oldest transactions of an early buyer read for its funding: one fewer than a holder's (FUNDING_TX_WINDOW), to keep 100 wallets in budget. */
export const EARLY_FUNDING_TX_WINDOW = 2;

export interface EarlyBuyerTraceInput {
  mint: Address;
  firstBuys: Map<Address, BuySnapshot>;
  pages: Map<Address, SignaturePage>;
  /** signatures seen in the mint's and its pools' histories. */
  marketSignatures: Set<string>;
  isLiquidityOwner: (owner: Address) => boolean;
}

/** The first buy's fingerprint, read from the same getTransaction answer. */
export function withFingerprint(buy: BuySnapshot | null, loaded: Map<string, LoadedTransaction>): BuySnapshot | null {
  const raw = buy ? loaded.get(buy.signature)?.raw : undefined;
  const fingerprint = raw ? extractFingerprint(raw) : null;
  return buy && fingerprint ? { ...buy, fingerprint } : buy;
}

/** Round 2 (beside the largest accounts): the first buy of each of the first buying wallets, from the mint's oldest transactions. */
export async function findEarlyFirstBuys(
  input: { mint: Address; history: MintHistory; isLiquidityOwner: (owner: Address) => boolean },
  scan: ScanRpc,
  coverage: CoverageRecorder,
): Promise<Map<Address, BuySnapshot>> {
  // an incomplete history does not reach the launch: its oldest buys are not the first ones.
  if (!input.history.complete) return new Map();
  const okCount = input.history.pages.reduce((n, p) => n + p.signatures.filter((s) => s.err === null || s.err === undefined).length, 0);
  if (okCount > EARLY_TX_CAP) coverage.cap("early_buyer_transactions");
  // later transactions cannot change the first EARLY_BUYER_CAP buyers once they are all found
  const enough = (txs: LoadedTransaction[]) => firstBuysIn(txs, input).size >= EARLY_BUYER_CAP;
  return firstBuysIn(await scan.history.firstTransactions(input.history, EARLY_TX_CAP, enough), input);
}

function firstBuysIn(loaded: LoadedTransaction[], input: { mint: Address; isLiquidityOwner: (owner: Address) => boolean }): Map<Address, BuySnapshot> {
  const firstBuys = new Map<Address, BuySnapshot>();
  const bySignature = new Map(loaded.map((t) => [t.tx.signature, t]));
  const txs = [...loaded].sort((a, b) => a.tx.slot - b.tx.slot);
  for (const { tx } of txs) {
    for (const trade of extractTrades(tx, input.mint, input.isLiquidityOwner)) {
      if (trade.side !== "buy" || firstBuys.has(trade.owner) || firstBuys.size >= EARLY_BUYER_CAP) continue;
      const buy = { signature: trade.signature, slot: trade.slot, blockTime: trade.blockTime, amount: trade.amount, venue: trade.venue };
      firstBuys.set(trade.owner, withFingerprint(buy, bySignature)!);
    }
  }
  return firstBuys;
}

/** Round 3 (beside the holders' lists): the early buyers' signature lists. */
export function readEarlyBuyerPages(firstBuys: Map<Address, BuySnapshot>, scan: ScanRpc, options: GatherOptions): Promise<Map<Address, SignaturePage>> {
  return scan.history.activity([...firstBuys.keys()].map((address) => ({ address, limit: options.walletSignatureLimit })));
}

export interface EarlyBuyerTrace {
  /** funding (hop 1) and the first buy's trade; later trades are read by readEarlyBuyerTrades. */
  buyers: EarlyBuyerSnapshot[];
  /** each buyer's later trade signatures (its newest, up to EARLY_TRADE_TX_CAP), not yet read. */
  laterTrades: Map<Address, string[]>;
}

/**
 * Round 4 (beside the holders' transactions): each early buyer's funding (hop 1). Its first buy
 * was read in round 2; its later trades (sells) are only needed for a wallet that can be in a
 * group, which the funder walk decides: readEarlyBuyerTrades reads them after it (issue 22: a
 * busy token's first buyers are mostly unrelated traders whose sells no group needs).
 */
export async function traceEarlyBuyers(input: EarlyBuyerTraceInput, scan: ScanRpc, coverage: CoverageRecorder): Promise<EarlyBuyerTrace> {
  const { firstBuys, pages } = input;
  const owners = [...firstBuys.keys()];
  const plan = owners.map((owner) => {
    const ok = (pages.get(owner)?.signatures ?? []).filter((s) => s.err === null || s.err === undefined);
    const capped = pages.get(owner)?.capped ?? true;
    const trades = ok.filter((s) => input.marketSignatures.has(s.signature) && s.signature !== firstBuys.get(owner)!.signature);
    // busy wallets (full page) are not walked for funding, as for holders: their oldest listed txs are not their funding.
    return { owner, funding: capped ? [] : ok.slice(-EARLY_FUNDING_TX_WINDOW).map((s) => s.signature), trades: trades.slice(0, EARLY_TRADE_TX_CAP).map((s) => s.signature), complete: !capped && trades.length <= EARLY_TRADE_TX_CAP };
  });
  if (plan.some((p) => !p.complete)) coverage.cap("early_buyer_trades");
  const wanted = plan.flatMap((p) => [...p.funding, firstBuys.get(p.owner)!.signature]);
  const loaded = await scan.transactions([...new Set(wanted)]);
  const buyers = plan.map((p): EarlyBuyerSnapshot => {
    const firstBuy = firstBuys.get(p.owner)!;
    const fundingTxs = p.funding.map((s) => loaded.get(s)?.tx).filter((t) => t !== undefined).sort((a, b) => a.slot - b.slot);
    const hop1 = findFirstFunding(fundingTxs, p.owner, 1);
    const buyTx = loaded.get(firstBuy.signature)?.tx;
    const trades = buyTx ? ownTrades([buyTx], p.owner, input) : [];
    return { owner: p.owner, firstBuy, funding: hop1 ? [hop1] : [], trades, historyComplete: p.complete };
  });
  return { buyers, laterTrades: new Map(plan.map((p) => [p.owner, p.trades])) };
}

/**
 * The early buyers that can belong to a group of two or more sharing a funder: an address of
 * its funding chain is in another buyer's chain, or it funded another buyer, or another buyer
 * funded it. A superset of what the exited-groups layer can group (exchanges included).
 */
export function findGroupCandidates(buyers: Pick<EarlyBuyerSnapshot, "owner" | "funding">[]): Set<Address> {
  const seenIn = new Map<Address, Set<Address>>();
  for (const b of buyers) for (const link of b.funding) (seenIn.get(link.from) ?? seenIn.set(link.from, new Set()).get(link.from)!).add(b.owner);
  const owners = new Set(buyers.map((b) => b.owner));
  const out = new Set<Address>();
  for (const b of buyers) {
    const shared = b.funding.some((link) => (seenIn.get(link.from)?.size ?? 0) >= 2 || owners.has(link.from));
    if (shared || seenIn.has(b.owner)) out.add(b.owner);
  }
  return out;
}

/** After the funder walk: the later trades of the candidates only, in one batch. */
export async function readEarlyBuyerTrades(
  trace: EarlyBuyerTrace,
  buyers: EarlyBuyerSnapshot[],
  candidates: Set<Address>,
  input: Pick<EarlyBuyerTraceInput, "mint" | "isLiquidityOwner">,
  scan: ScanRpc,
): Promise<EarlyBuyerSnapshot[]> {
  const wanted = buyers.filter((b) => candidates.has(b.owner)).flatMap((b) => trace.laterTrades.get(b.owner) ?? []);
  if (wanted.length === 0) return buyers;
  const loaded = await scan.transactions([...new Set(wanted)]);
  return buyers.map((b) => {
    if (!candidates.has(b.owner)) return b;
    const later = (trace.laterTrades.get(b.owner) ?? []).map((s) => loaded.get(s)?.tx).filter((t) => t !== undefined);
    const trades = [...b.trades, ...ownTrades(later, b.owner, input)].sort((x, y) => x.slot - y.slot || x.signature.localeCompare(y.signature));
    return { ...b, trades };
  });
}

function ownTrades(txs: LoadedTransaction["tx"][], owner: Address, input: Pick<EarlyBuyerTraceInput, "mint" | "isLiquidityOwner">): TradeSnapshot[] {
  return txs
    .flatMap((tx) => extractTrades(tx, input.mint, input.isLiquidityOwner))
    .filter((t) => t.owner === owner)
    .sort((a, b) => a.slot - b.slot || a.signature.localeCompare(b.signature));
}
