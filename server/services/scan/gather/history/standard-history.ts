// Address history over standard JSON-RPC: today's reads. The mint's history is
// paged back 1,000 signatures at a time; a wallet's activity is one
// getSignaturesForAddress page; its transactions follow by getTransaction.
import type { Address } from "@/server/engine/snapshot";
import type { AddressHistory, MintHistory } from "@/server/services/scan/gather/history/address-history";
import type { LoadedTransaction, ScanRpc, SignaturePage } from "@/server/services/scan/gather/scan-rpc";

const PAGE = 1000;

type Reads = Pick<ScanRpc, "signaturePages" | "transactions">;

export function createStandardHistory(scan: Reads): AddressHistory {
  const newestOfMint = async (mint: Address) => (await scan.signaturePages([{ address: mint, limit: PAGE }])).get(mint);
  return {
    path: "standard",
    newestOfMint,
    async mintHistory(mint, pageCap) {
      return readMintHistory(mint, await newestOfMint(mint), scan, pageCap);
    },
    async firstTransactions(history, cap) {
      const oldestFirst = history.pages.flatMap((p) => p.signatures).filter((s) => s.err === null || s.err === undefined).reverse();
      const signatures = oldestFirst.slice(0, cap).map((s) => s.signature);
      const loaded = await scan.transactions(signatures);
      return signatures.map((s) => loaded.get(s)).filter((t): t is LoadedTransaction => !!t);
    },
    activity: (requests) => scan.signaturePages(requests.map(({ address, limit }) => ({ address, limit }))),
  };
}

/** Pages the mint's history (first page already read) to its oldest signature. */
export async function readMintHistory(mint: Address, first: SignaturePage | undefined, scan: Reads, pageCap: number): Promise<MintHistory> {
  if (!first) return { pages: [], complete: false, pageCapHit: false };
  const pages = [first];
  while (pages.at(-1)!.capped) {
    if (pages.length >= pageCap) return { pages, complete: false, pageCapHit: true };
    const before = pages.at(-1)!.signatures.at(-1)!.signature;
    const next = (await scan.signaturePages([{ address: mint, limit: PAGE, before }])).get(mint);
    if (!next) return { pages, complete: false, pageCapHit: false };
    pages.push(next);
  }
  return { pages, complete: true, pageCapHit: false };
}
