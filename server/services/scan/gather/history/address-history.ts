// The questions a scan asks about address history, whichever way the RPC can
// answer them. The rest of gather asks these and never names a method, so the
// engine and the gatherers cannot tell which path answered:
// - standard JSON-RPC (getSignaturesForAddress, newest first, then each
//   transaction by getTransaction): today's reads, in today's rounds;
// - an indexing provider's getTransactionsForAddress (indexed-history.ts):
//   the same answers, with the transactions a scan reads next kept at hand, so
//   a wallet's funding costs no trip of its own.
// Both answer with the same pages and transactions; docs/architecture.md
// "Address history" and the differential test (history-paths.test.ts).
import type { Address } from "@/server/engine/snapshot";
import type { LoadedTransaction, SignaturePage } from "@/server/services/scan/gather/scan-rpc";

export type HistoryPlan = { path: "standard" } | { path: "indexed"; fullLimit: number };
export const STANDARD_PLAN: HistoryPlan = { path: "standard" };

/** What the configured RPC serves, as far as the last probe knew (services/scan/history/rpc-history.ts). */
export interface HistorySource {
  /** the path a scan starting now takes */
  plan(): Promise<HistoryPlan>;
  /** a scan was told a planned method is not served after all: plan without it until the next probe */
  unserved(reason: string): void;
}

/** The mint's history as the deployer and first-buyer traces read it: newest-first pages of 1,000. */
export interface MintHistory {
  pages: SignaturePage[];
  /** the first transaction was reached within the page cap */
  complete: boolean;
  /** the page cap (not a failed read) ended it short */
  pageCapHit: boolean;
}

export interface ActivityRequest {
  address: Address;
  /** signatures listed, newest first (a page: a full one says the wallet is busy) */
  limit: number;
  /** the newest successful transactions of it that the scan reads next (a funder's fan-out sample, a creator's launches) */
  newest?: number;
}

export interface AddressHistory {
  readonly path: HistoryPlan["path"];
  /** The mint's newest page of signatures: round 1 of a scan. */
  newestOfMint(mint: Address): Promise<SignaturePage | undefined>;
  /** The mint's history back to its first transaction, within `pageCap` pages of 1,000. */
  mintHistory(mint: Address, pageCap: number): Promise<MintHistory>;
  /**
   * The mint's first successful transactions, oldest first, at most `cap` of a complete history;
   * `enough(sofar)` may end the read early when the rest cannot change what the caller finds.
   */
  firstTransactions(history: MintHistory, cap: number, enough?: (sofar: LoadedTransaction[]) => boolean): Promise<LoadedTransaction[]>;
  /** How busy each address is and what it signed (its newest `limit` signatures), its early transactions at hand. */
  activity(requests: ActivityRequest[]): Promise<Map<Address, SignaturePage>>;
}

/** Newest-first signatures split as getSignaturesForAddress pages them: the same pages readMintHistory read. */
export function pageMintHistory(address: Address, newestFirst: SignaturePage["signatures"], pageCap: number, pageSize = 1000): MintHistory {
  const pageAt = (i: number) => newestFirst.slice(i * pageSize, (i + 1) * pageSize);
  const pages: SignaturePage[] = [{ address, signatures: pageAt(0), capped: pageAt(0).length >= pageSize }];
  while (pages.at(-1)!.capped) {
    if (pages.length >= pageCap) return { pages, complete: false, pageCapHit: true };
    const next = pageAt(pages.length);
    pages.push({ address, signatures: next, capped: next.length >= pageSize });
  }
  return { pages, complete: true, pageCapHit: false };
}
