// Per holder: its signature list, then (one batch for all holders) its oldest
// transactions (funding) and its earliest transactions that touch the mint's
// market (first buy); beside them, the transactions of the crowded slots.
import type { Address, BuySnapshot, HolderSnapshot, TradeSnapshot } from "@/server/engine/snapshot";
import { findFirstFunding } from "@/server/services/scan/gather/derive/funding";
import { extractTrades } from "@/server/services/scan/gather/derive/trades";
import type { HolderCandidate } from "@/server/services/scan/gather/holders";
import { FUNDING_TX_WINDOW } from "@/server/services/scan/gather/options";
import type { LoadedTransaction, ScanRpc, SignaturePage } from "@/server/services/scan/gather/scan-rpc";

export interface HolderTraceInput {
  mint: Address;
  holders: HolderCandidate[];
  pages: Map<Address, SignaturePage>;
  /** signatures seen in the mint's and its pools' histories. */
  marketSignatures: Set<string>;
  isLiquidityOwner: (owner: Address) => boolean;
}

export function pickHolderSignatures(page: SignaturePage, marketSignatures: Set<string>): string[] {
  const ok = page.signatures.filter((s) => s.err === null || s.err === undefined);
  // A full page means a long-lived, busy wallet: its oldest listed txs are not
  // where it was funded, and reading a random inbound transfer as "funding"
  // would invent links. Only fresh wallets (whole history in view) get a funder.
  const oldest = page.capped ? [] : ok.slice(-FUNDING_TX_WINDOW);
  const market = ok.filter((s) => marketSignatures.has(s.signature)).slice(-2);
  return [...new Set([...oldest, ...market].map((s) => s.signature))];
}

export async function traceHolders(input: HolderTraceInput, scan: ScanRpc, extraSignatures: string[] = []) {
  const wanted = new Map<Address, string[]>();
  for (const h of input.holders) {
    const page = input.pages.get(h.owner);
    if (page) wanted.set(h.owner, pickHolderSignatures(page, input.marketSignatures));
  }
  // the crowded slots' transactions are read beside the holders' own, and nobody's funding waits for
  // them (on the indexed path the holders' are at hand, the crowded ones are not)
  const own = [...new Set([...wanted.values()].flat())];
  const ownSet = new Set(own);
  const crowded = scan.transactions(extraSignatures.filter((s) => !ownSet.has(s)));
  const loaded = await scan.transactions(own);

  const holders: HolderSnapshot[] = input.holders.map((h, i) => {
    const txs = (wanted.get(h.owner) ?? []).map((s) => loaded.get(s)).filter((t): t is LoadedTransaction => !!t);
    const oldestFirst = txs.map((t) => t.tx).sort((a, b) => a.slot - b.slot);
    const hop1 = findFirstFunding(oldestFirst, h.owner, 1);
    return {
      rank: i + 1,
      owner: h.owner,
      tokenAccount: h.tokenAccount,
      amount: h.amount,
      traced: wanted.has(h.owner),
      firstBuy: findFirstBuy(oldestFirst.flatMap((tx) => extractTrades(tx, input.mint, input.isLiquidityOwner)), h.owner),
      funding: hop1 ? [hop1] : [],
    };
  });
  return { holders, loaded, crowded };
}

function findFirstBuy(trades: TradeSnapshot[], owner: Address): BuySnapshot | null {
  const buy = trades.filter((t) => t.owner === owner && t.side === "buy").sort((a, b) => a.slot - b.slot)[0];
  return buy ? { signature: buy.signature, slot: buy.slot, blockTime: buy.blockTime, amount: buy.amount, venue: buy.venue } : null;
}
