// getTransactionsForAddress, served like an indexing provider documents it
// (history-params.ts): an address's transactions oldest or newest first,
// signatures or full transactions (getTransaction's rendering, plus
// transactionIndex), filters on slot, block time, signature position, status
// and the address's token accounts, and a "slot:position" token for the next
// page (null on the last). Off by default: a plain node answers -32601
// (LEDGER_HISTORY_METHODS, or historyMethods in /__ledger/config).
// Where the documentation is silent, the choices are ours and written in
// docs/operations.md: a signature filter is a position in the chain's order
// (lt = before it) and an unknown signature is -32602; without
// maxSupportedTransactionVersion a full page leaves v0 transactions out ("only
// legacy transactions will be returned").
import { getLiveChain, normalizeCommitment } from "@/server/ledger/live/live-chain";
import { checkMinContextSlot, type RpcMethod } from "@/server/ledger/rpc/context";
import { comparePositions, inRange, parseHistoryConfig, type HistoryConfig, type Position } from "@/server/ledger/rpc/methods/history-params";
import { renderTransactionAs } from "@/server/ledger/rpc/methods/transaction-methods";
import { paramsArray, parsePubkey, parseSignature } from "@/server/ledger/rpc/params";
import { invalidParams } from "@/server/ledger/rpc/rpc-error";
import type { TxRecord } from "@/server/ledger/world/types";
import type { World } from "@/server/ledger/world/world";

export interface LedgerHistoryMethods {
  /** the largest full page served: 100 in the published OpenAPI, 1,000 on newer pages */
  fullLimit: number;
}

const positionOf = (tx: TxRecord): Position => ({ slot: tx.slot, index: tx.indexInSlot });

/** The address's own transactions, and those of the token accounts it owns when asked. */
function candidates(world: World, address: string, mode: "none" | "balanceChanged" | "all"): TxRecord[] {
  const own = world.signaturesByAddress.get(address) ?? [];
  if (mode === "none") return own;
  const found = new Map(own.map((tx) => [tx.signature, tx]));
  for (const account of world.tokenAccountsByOwner.get(address) ?? []) {
    for (const tx of world.signaturesByAddress.get(account) ?? []) {
      if (mode === "all" || changesBalanceOf(tx, address)) found.set(tx.signature, tx);
    }
  }
  return [...found.values()].sort((a, b) => comparePositions(positionOf(a), positionOf(b)));
}

/** A token account `owner` holds moved in this transaction. */
function changesBalanceOf(tx: TxRecord, owner: string): boolean {
  const amounts = (list: TxRecord["preTokenBalances"]) => new Map(list.filter((b) => b.owner === owner).map((b) => [b.accountIndex, b.amount]));
  const [pre, post] = [amounts(tx.preTokenBalances), amounts(tx.postTokenBalances)];
  return [...new Set([...pre.keys(), ...post.keys()])].some((i) => (pre.get(i) ?? 0n) !== (post.get(i) ?? 0n));
}

function positionOfSignature(world: World, signature: string): Position {
  const tx = world.transactions.get(parseSignature(signature));
  if (!tx) throw invalidParams(`Invalid params: signature ${signature} not found`);
  return positionOf(tx);
}

function matchesFilters(world: World, tx: TxRecord, filters: HistoryConfig["filters"]): boolean {
  if (!filters) return true;
  if (filters.status === "succeeded" && tx.err) return false;
  if (filters.status === "failed" && !tx.err) return false;
  if (filters.slot && !inRange(tx.slot, filters.slot)) return false;
  if (filters.blockTime && !inRange(tx.blockTime, filters.blockTime)) return false;
  const bound = filters.signature;
  if (!bound) return true;
  const at = positionOf(tx);
  const cmp = (signature: string) => comparePositions(at, positionOfSignature(world, signature));
  return (bound.gte === undefined || cmp(bound.gte) >= 0) && (bound.gt === undefined || cmp(bound.gt) > 0) && (bound.lte === undefined || cmp(bound.lte) <= 0) && (bound.lt === undefined || cmp(bound.lt) < 0);
}

export function createGetTransactionsForAddress(options: LedgerHistoryMethods): RpcMethod {
  return (world, params) => {
    const [key, rawConfig] = paramsArray(params);
    const address = parsePubkey(key);
    const { config, limit, after } = parseHistoryConfig(rawConfig, options.fullLimit);
    checkMinContextSlot(world, config);
    const chain = getLiveChain(world);
    const commitment = normalizeCommitment(config.commitment);
    const full = config.transactionDetails === "full";
    const legacyOnly = full && config.maxSupportedTransactionVersion === undefined;
    const ordered = candidates(world, address, config.filters?.tokenAccounts ?? "none");
    const sequence = config.sortOrder === "asc" ? ordered : [...ordered].reverse();
    const sign = config.sortOrder === "asc" ? 1 : -1;
    const picked: TxRecord[] = [];
    let more = false;
    for (const tx of sequence) {
      if (after && sign * comparePositions(positionOf(tx), after) <= 0) continue;
      if (!chain.meets(tx, commitment) || (legacyOnly && tx.version === 0) || !matchesFilters(world, tx, config.filters)) continue;
      if (picked.length === limit) {
        more = true;
        break;
      }
      picked.push(tx);
    }
    const last = picked.at(-1);
    const data = picked.map((tx) =>
      full
        ? { ...renderTransactionAs(tx, config.encoding ?? "json", config.maxSupportedTransactionVersion !== undefined), transactionIndex: tx.indexInSlot }
        : { signature: tx.signature, slot: tx.slot, transactionIndex: tx.indexInSlot, err: tx.err, memo: tx.memo, blockTime: tx.blockTime, confirmationStatus: chain.statusOf(tx) },
    );
    return { data, paginationToken: more && last ? `${last.slot}:${last.indexInSlot}` : null };
  };
}
