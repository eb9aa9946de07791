// getTransaction (jsonParsed) result -> NormalizedTransaction. Pure: no I/O,
// no clock. Validates the raw answer with zod first (it is upstream data).
import { resolveAccountKeys } from "@/server/chain/normalize/account-keys";
import { flattenInstructions } from "@/server/chain/normalize/flatten-instructions";
import { extractAuthorityChanges, extractMintCreations, extractMintTos } from "@/server/chain/normalize/mint-events";
import { extractPoolAccounts } from "@/server/chain/normalize/pool-accounts";
import { collectProgramIds, collectVenues } from "@/server/chain/normalize/program-ids";
import { buildSolDeltas } from "@/server/chain/normalize/sol-deltas";
import { extractAllocatedAccounts, extractSolTransfers } from "@/server/chain/normalize/sol-transfers";
import { buildTokenBalances } from "@/server/chain/normalize/token-deltas";
import { extractTokenOps } from "@/server/chain/normalize/token-ops";
import { rpcTransactionSchema } from "@/server/chain/normalize/transaction-schema";
import type { NormalizedTransaction } from "@/server/chain/normalize/types";

/**
 * `raw` is the JSON-RPC `result` (not the envelope). `signature` defaults to
 * the transaction's first signature (the fee payer's, i.e. its id).
 * Throws ZodError when the answer does not have the getTransaction shape and
 * MalformedTransactionError when it is internally inconsistent.
 *
 * failed is true when meta.err is anything but null (a missing err included),
 * and also when meta itself is null: success cannot be confirmed, so callers
 * (which skip failed transactions) draw no evidence from it. Balance deltas
 * are still reported for failed transactions (normally just the fee).
 */
export function normalizeTransaction(raw: unknown, signature?: string): NormalizedTransaction {
  const tx = rpcTransactionSchema.parse(raw);
  const id = signature ?? tx.transaction.signatures[0];
  const { keys, signers } = resolveAccountKeys(tx, id);
  const flat = flattenInstructions(tx);
  const programIds = collectProgramIds(flat);
  const meta = tx.meta;
  const tokenAccounts = meta ? buildTokenBalances(meta, keys, id) : [];
  return {
    signature: id,
    slot: tx.slot,
    blockTime: tx.blockTime ?? null,
    version: tx.version ?? "legacy",
    failed: meta === null || meta.err !== null,
    fee: BigInt(meta?.fee ?? 0),
    feePayer: keys[0],
    signers,
    accountKeys: keys,
    programIds,
    venues: collectVenues(programIds),
    tokenDeltas: tokenAccounts.filter((d) => d.delta !== 0n),
    tokenAccounts,
    tokenOps: extractTokenOps(flat),
    solDeltas: meta ? buildSolDeltas(meta, keys) : [],
    solTransfers: extractSolTransfers(flat),
    allocatedAccounts: extractAllocatedAccounts(flat),
    mintCreations: extractMintCreations(flat),
    mintTos: extractMintTos(flat),
    authorityChanges: extractAuthorityChanges(flat),
    poolAccounts: extractPoolAccounts(flat),
  };
}
