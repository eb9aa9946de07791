// Builders of typed JSON-RPC requests: each names the method, the exact params
// the Solana RPC expects, and the schema of the raw result. The client sends
// them one at a time; callers can also hand a list of them to rpc.batch().
import type { RpcRequest } from "@/server/chain/solana-rpc/json-rpc";
import * as s from "@/server/chain/solana-rpc/schemas";

export type Commitment = "processed" | "confirmed" | "finalized";
export type AccountEncoding = "jsonParsed" | "base64";
export type ProgramAccountsFilter =
  | { dataSize: number }
  | { memcmp: { offset: number; bytes: string; encoding?: "base58" | "base64" } };

/** Solana's own caps: getMultipleAccounts takes 100 keys, getSignatureStatuses 256 signatures. */
export const MAX_MULTIPLE_ACCOUNTS = 100;
export const MAX_SIGNATURE_STATUSES = 256;

function request<T>(method: string, params: unknown[], schema: RpcRequest<T>["schema"]): RpcRequest<T> {
  return { method, params, schema };
}

export function createRpcRequests(commitment: Commitment) {
  return {
    getAccountInfo: (address: string, options: { encoding: AccountEncoding }) =>
      request("getAccountInfo", [address, { encoding: options.encoding, commitment }], s.accountInfoResultSchema),
    /** at most MAX_MULTIPLE_ACCOUNTS addresses; the client's helper chunks for you. */
    getMultipleAccounts: (addresses: string[], options: { encoding: AccountEncoding }) =>
      request("getMultipleAccounts", [addresses, { encoding: options.encoding, commitment }], s.multipleAccountsResultSchema),
    getTokenLargestAccounts: (mint: string) => request("getTokenLargestAccounts", [mint, { commitment }], s.tokenLargestAccountsResultSchema),
    getTokenSupply: (mint: string) => request("getTokenSupply", [mint, { commitment }], s.tokenSupplyResultSchema),
    // "processed" is not accepted by getSignaturesForAddress / getTransaction.
    getSignaturesForAddress: (address: string, page: { before?: string; until?: string; limit?: number } = {}) =>
      request("getSignaturesForAddress", [address, { ...page, commitment: atLeastConfirmed(commitment) }], s.signaturesForAddressResultSchema),
    getTransaction: (signature: string) =>
      request(
        "getTransaction",
        [signature, { encoding: "jsonParsed", maxSupportedTransactionVersion: 0, commitment: atLeastConfirmed(commitment) }],
        s.transactionResultSchema,
      ),
    /** lamports. */
    getBalance: (address: string) => request("getBalance", [address, { commitment }], s.balanceResultSchema),
    getSlot: () => request("getSlot", [{ commitment }], s.slotResultSchema),
    getTokenAccountsByOwner: (owner: string, filter: { mint: string } | { programId: string }) =>
      request("getTokenAccountsByOwner", [owner, filter, { encoding: "jsonParsed", commitment }], s.tokenAccountsByOwnerResultSchema),
    getProgramAccounts: (programId: string, options: { filters?: ProgramAccountsFilter[]; encoding: AccountEncoding; dataSlice?: { offset: number; length: number } }) =>
      request("getProgramAccounts", [programId, { ...options, commitment }], s.programAccountsResultSchema),
    /** at most MAX_SIGNATURE_STATUSES signatures; the client's helper chunks for you. */
    getSignatureStatuses: (signatures: string[], options: { searchTransactionHistory: boolean }) =>
      request("getSignatureStatuses", [signatures, options], s.signatureStatusesResultSchema),
    getLatestBlockhash: () => request("getLatestBlockhash", [{ commitment }], s.latestBlockhashResultSchema),
    getGenesisHash: () => request("getGenesisHash", [], s.genesisHashResultSchema),
    /** "ok", or an RpcError (-32005 node unhealthy). */
    getHealth: () => request("getHealth", [], s.healthResultSchema),
    /** a signed, serialized transaction as base64; answers its signature. */
    sendTransaction: (base64Transaction: string, options: { skipPreflight?: boolean } = {}) =>
      request("sendTransaction", [base64Transaction, { encoding: "base64", preflightCommitment: commitment, ...options }], s.signatureResultSchema),
  };
}

export type RpcRequests = ReturnType<typeof createRpcRequests>;

function atLeastConfirmed(commitment: Commitment): Commitment {
  return commitment === "processed" ? "confirmed" : commitment;
}
