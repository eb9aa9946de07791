// The items of getTransactionsForAddress as the rest of gather knows them: a
// signature item is a getSignaturesForAddress entry (plus transactionIndex), a
// full item a getTransaction answer (its signature inside the transaction).
import { RpcError, type UpstreamError } from "@/server/chain/errors";
import { signatureOfItem, type FullHistoryItem, type SignatureHistoryPage } from "@/server/chain/solana-rpc/history-requests";
import type { SignatureInfo } from "@/server/chain/solana-rpc/schemas";

/** A full item's listing entry; the memo is not in a full item and nothing in a scan reads it. */
export function infoOfFull(item: FullHistoryItem): SignatureInfo {
  const err = (item.meta as { err?: unknown } | null | undefined)?.err ?? null;
  return { signature: signatureOfItem(item), slot: item.slot, err, memo: null, blockTime: item.blockTime ?? null, confirmationStatus: null };
}

export function infoOfSignature(item: SignatureHistoryPage["data"][number]): SignatureInfo {
  const { transactionIndex: _index, ...info } = item;
  return info;
}

/** The getTransaction answer inside a full item. */
export function rawOfFull(item: FullHistoryItem): Record<string, unknown> {
  return item as Record<string, unknown>;
}

/** -32601: the RPC no longer serves the method (a plan changed, a provider swapped behind a URL). */
export function isUnserved(error: UpstreamError): boolean {
  return error instanceof RpcError && error.code === -32601;
}
