// Address-history methods some RPC providers serve beside standard JSON-RPC,
// shaped as their documentation describes them (read 2026-11-28; sources and
// disagreements in docs/operations.md "Address history methods"):
// getTransactionsForAddress (Helius, also Triton, QuickNode, Alchemy and
// others): one address, oldest or newest first, signatures (up to 1,000 a
// call) or full transactions (100 a call in the OpenAPI, 1,000 on newer
// pages), a "slot:position" pagination token, null on the last page.
// We never send `filters.tokenAccounts`: its default (`none`, transactions
// that name the address) is what getSignaturesForAddress lists, and one
// provider does not accept the filter at all.
import { z } from "zod";
import type { RpcRequest } from "@/server/chain/solana-rpc/json-rpc";
import type { Commitment } from "@/server/chain/solana-rpc/requests";
import { signatureInfoSchema } from "@/server/chain/solana-rpc/schemas";

export const TRANSACTIONS_FOR_ADDRESS = "getTransactionsForAddress";
export const SIGNATURES_FOR_ADDRESS_REVERSE = "getSignaturesForAddressReverse";

/** signatures mode: at most 1,000 a call (every page that documents the method agrees). */
export const MAX_HISTORY_SIGNATURES = 1000;
/** full mode: 100 a call in the published OpenAPI; newer pages say 1,000 (the probe learns which). */
export const DOCUMENTED_FULL_LIMIT = 100;

export interface AddressHistoryQuery {
  sortOrder: "asc" | "desc";
  limit: number;
  paginationToken?: string;
  /** default "any" (failed transactions included, as getSignaturesForAddress lists them) */
  status?: "succeeded" | "failed" | "any";
  slot?: { gte?: number; gt?: number; lte?: number; lt?: number };
}

const signatureItemSchema = signatureInfoSchema.extend({ transactionIndex: z.number().int().optional() });

/** A full item is a getTransaction answer (slot, blockTime, transaction, meta, version) plus transactionIndex. */
export interface FullHistoryItem {
  slot: number;
  blockTime?: number | null;
  transaction: { signatures: string[] } & Record<string, unknown>;
  meta?: Record<string, unknown> | null;
  transactionIndex?: number;
  [key: string]: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Checked in place, not rebuilt: a page of 100 full transactions is megabytes, and a schema that
 * copies every item (and its meta) costs a busy scan seconds of CPU and garbage. The normalizer
 * owns the transaction's inner shape, as for getTransaction (schemas.ts transactionResultSchema).
 */
const fullItemSchema = z.custom<FullHistoryItem>(
  (v) =>
    isRecord(v) &&
    typeof v.slot === "number" &&
    (v.blockTime === undefined || v.blockTime === null || typeof v.blockTime === "number") &&
    isRecord(v.transaction) &&
    Array.isArray(v.transaction.signatures) &&
    v.transaction.signatures.length > 0 &&
    v.transaction.signatures.every((s) => typeof s === "string") &&
    (v.meta === undefined || v.meta === null || isRecord(v.meta)),
  { message: "expected a transaction with slot, transaction.signatures and meta" },
);

const page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), paginationToken: z.string().nullable().optional() });
export const signatureHistoryPageSchema = page(signatureItemSchema);
export const fullHistoryPageSchema = page(fullItemSchema);
export type SignatureHistoryPage = z.infer<typeof signatureHistoryPageSchema>;
export type FullHistoryPage = z.infer<typeof fullHistoryPageSchema>;

function config(query: AddressHistoryQuery, commitment: Commitment) {
  const filters = { ...(query.status && query.status !== "any" ? { status: query.status } : {}), ...(query.slot ? { slot: query.slot } : {}) };
  return {
    sortOrder: query.sortOrder,
    limit: query.limit,
    commitment: commitment === "processed" ? "confirmed" : commitment,
    ...(query.paginationToken ? { paginationToken: query.paginationToken } : {}),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
  };
}

export function createHistoryRequests(commitment: Commitment) {
  return {
    /** signature infos, in the asked order */
    signaturesForAddress: (address: string, query: AddressHistoryQuery): RpcRequest<SignatureHistoryPage> => ({
      method: TRANSACTIONS_FOR_ADDRESS,
      params: [address, { transactionDetails: "signatures", ...config(query, commitment) }],
      schema: signatureHistoryPageSchema,
    }),
    /** getTransaction-shaped items (jsonParsed, v0 included), in the asked order */
    transactionsForAddress: (address: string, query: AddressHistoryQuery): RpcRequest<FullHistoryPage> => ({
      method: TRANSACTIONS_FOR_ADDRESS,
      params: [address, { transactionDetails: "full", encoding: "jsonParsed", maxSupportedTransactionVersion: 0, ...config(query, commitment) }],
      schema: fullHistoryPageSchema,
    }),
  };
}

export type HistoryRequests = ReturnType<typeof createHistoryRequests>;

/** The item's own signature (full items carry it inside the transaction only). */
export function signatureOfItem(item: FullHistoryItem): string {
  return item.transaction.signatures[0];
}
