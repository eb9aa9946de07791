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
import type { CoverageRecorder } from "./coverage";
import { findFirstFunding } from "./derive/funding";
import { extractTrades } from "./derive/trades";
import type { GatherOptions } from "./options";
import type { LoadedTransaction, ScanRpc, SignaturePage } from "./scan-rpc";

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
  input: { mint: Address; history: { pages: SignaturePage[]; complete: boolean }; isLiquidityOwner: (owner: Address) => boolean },
  scan: ScanRpc,
  coverage: CoverageRecorder,
): Promise<Map<Address, BuySnapshot>> {
  const firstBuys = new Map<Address, BuySnapshot>();
  // an incomplete history does not reach the launch: its oldest buys are not the first ones.
  if (!input.history.complete) return firstBuys;
  const oldestFirst = input.history.pages.flatMap((p) => p.signatures).filter((s) => s.err === null || s.err === undefined).reverse();
  if (oldestFirst.length > EARLY_TX_CAP) coverage.cap("early_buyer_transactions");
  const signatures = oldestFirst.slice(0, EARLY_TX_CAP).map((s) => s.signature);
  const loaded = await scan.transactions(signatures);
  const txs = signatures.map((s) => loaded.get(s)).filter((t): t is LoadedTransaction => !!t).sort((a, b) => a.tx.slot - b.tx.slot);
  for (const { tx } of txs) {
    for (const trade of extractTrades(tx, input.mint, input.isLiquidityOwner)) {
      if (trade.side !== "buy" || firstBuys.has(trade.owner) || firstBuys.size >= EARLY_BUYER_CAP) continue;
      const buy = { signature: trade.signature, slot: trade.slot, blockTime: trade.blockTime, amount: trade.amount, venue: trade.venue };
      firstBuys.set(trade.owner, withFingerprint(buy, loaded)!);
    }
  }
  return firstBuys;
}

/** Round 3 (beside the holders' lists): the early buyers' signature lists. */
export function readEarlyBuyerPages(firstBuys: Map<Address, BuySnapshot>, scan: ScanRpc, options: GatherOptions): Promise<Map<Address, SignaturePage>> {
  return scan.signaturePages([...firstBuys.keys()].map((address) => ({ address, limit: options.walletSignatureLimit })));
}

/** Round 4 (beside the holders' transactions): each early buyer's funding (hop 1) and its trades of the mint. */
export async function traceEarlyBuyers(input: EarlyBuyerTraceInput, scan: ScanRpc, coverage: CoverageRecorder): Promise<EarlyBuyerSnapshot[]> {
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
  const wanted = plan.flatMap((p) => [...p.funding, ...p.trades, firstBuys.get(p.owner)!.signature]);
  const loaded = await scan.transactions([...new Set(wanted)]);
  return plan.map((p): EarlyBuyerSnapshot => {
    const firstBuy = firstBuys.get(p.owner)!;
    const txOf = (s: string) => loaded.get(s)?.tx;
    const fundingTxs = p.funding.map(txOf).filter((t) => t !== undefined).sort((a, b) => a.slot - b.slot);
    const hop1 = findFirstFunding(fundingTxs, p.owner, 1);
    const tradeTxs = [firstBuy.signature, ...p.trades].map(txOf).filter((t) => t !== undefined);
    const trades: TradeSnapshot[] = tradeTxs
      .flatMap((tx) => extractTrades(tx, input.mint, input.isLiquidityOwner))
      .filter((t) => t.owner === p.owner)
      .sort((a, b) => a.slot - b.slot || a.signature.localeCompare(b.signature));
    return { owner: p.owner, firstBuy, funding: hop1 ? [hop1] : [], trades, historyComplete: p.complete };
  });
}
