// The mint's history on the indexed path, all asked in round 1: its newest
// page (the standard call, cheap), its oldest 1,000 signatures, and its first
// transactions in full. The oldest and newest 1,000 overlap for any mint of up
// to 2,000 signatures, so the deployer and first-buyer traces start a round
// earlier and never page back; a longer history is paged as today.
import type { BatchResult } from "@/server/chain/solana-rpc/json-rpc";
import { signatureOfItem, type FullHistoryPage, type SignatureHistoryPage } from "@/server/chain/solana-rpc/history-requests";
import type { SignatureInfo } from "@/server/chain/solana-rpc/schemas";
import type { Address } from "@/server/engine/snapshot";
import { pageMintHistory, type MintHistory } from "@/server/services/scan/gather/history/address-history";
import { infoOfFull, infoOfSignature, isUnserved, rawOfFull } from "@/server/services/scan/gather/history/history-items";
import { readMintHistory } from "@/server/services/scan/gather/history/standard-history";
import type { ScanRpc, SignaturePage } from "@/server/services/scan/gather/scan-rpc";

const PAGE = 1000;

export interface MintReads {
  newest: Promise<SignaturePage | undefined>;
  oldest: Promise<BatchResult<SignatureHistoryPage>>;
  first: Promise<BatchResult<FullHistoryPage>>;
}

type Reads = Omit<ScanRpc, "history">;

/** `firstCount`: the full transactions asked at once (the first-buyer trace reads at most 120). */
export function startMintReads(scan: Reads, mint: Address, firstCount: number): MintReads {
  const newest = scan.signaturePages([{ address: mint, limit: PAGE }]).then((pages) => pages.get(mint));
  const both = scan.rpc.batch([
    scan.rpc.history.signaturesForAddress(mint, { sortOrder: "asc", limit: PAGE }),
    scan.rpc.history.transactionsForAddress(mint, { sortOrder: "asc", limit: firstCount }),
  ]);
  const first = both.then(([, full]) => {
    if (full.ok) for (const item of full.value.data) scan.keep.transaction(signatureOfItem(item), rawOfFull(item));
    return full;
  });
  const oldest = both.then(([answer]) => answer);
  // a scan may end before it asks for them (not a mint): nobody awaits them then
  for (const read of [newest, oldest, first]) read.catch(() => undefined);
  return { newest, oldest, first };
}

/** The same pages the standard path reads, from whichever answers cover the whole history. */
export async function assembleMintHistory(mint: Address, reads: MintReads, scan: Reads, pageCap: number, onUnserved: (reason: string) => void): Promise<MintHistory> {
  const [newest, oldest, first] = await Promise.all([reads.newest, reads.oldest, reads.first]);
  for (const answer of [oldest, first]) if (!answer.ok && isUnserved(answer.error)) onUnserved(answer.error.message);
  if (!newest) return { pages: [], complete: false, pageCapHit: false };
  const whole = wholeHistory(newest, oldest, first);
  return whole ? pageMintHistory(mint, whole, pageCap) : readMintHistory(mint, newest, scan, pageCap);
}

/** Every signature of the mint, newest first, when the answers together hold them all; else null. */
function wholeHistory(newest: SignaturePage, oldest: BatchResult<SignatureHistoryPage>, first: BatchResult<FullHistoryPage>): SignatureInfo[] | null {
  if (!newest.capped) return newest.signatures;
  if (first.ok && !first.value.paginationToken) return first.value.data.map(infoOfFull).reverse();
  if (!oldest.ok) return null;
  const ascending = oldest.value.data.map(infoOfSignature);
  if (!oldest.value.paginationToken) return ascending.reverse();
  // the newest page's oldest entry inside the oldest 1,000: the two lists meet there
  const meet = ascending.findIndex((s) => s.signature === newest.signatures.at(-1)!.signature);
  return meet < 0 ? null : [...newest.signatures, ...ascending.slice(0, meet).reverse()];
}
