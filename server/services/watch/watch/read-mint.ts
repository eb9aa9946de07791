// The watcher's RPC reads for one mint. At rest a poll is ONE call:
// getSignaturesForAddress(poll address, { until: cursor }). Only when it
// answers new signatures are those transactions read (one JSON-RPC batch).
// Every REFRESH_SECONDS the top-20 bags, supply and main pool are re-read
// (getTokenLargestAccounts + getTokenSupply in one batch, then one
// getMultipleAccounts), so "% of their bag" stays computable.
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import type { SolanaRpc } from "@/server/chain/solana-rpc/client";
import type { AccountInfo } from "@/server/chain/solana-rpc/schemas";
import { WATCH_TOP_HOLDERS } from "@/server/engine/watch/thresholds";
import type { HolderBag, PoolRef } from "@/server/engine/watch/types";
import { isWalletAddress, rankHolders, readTokenAccounts } from "@/server/services/scan/gather/holders";

/** new signatures read per poll at most; a busier pool is read over several polls */
export const MAX_NEW_SIGNATURES = 200;

export interface MintRefresh {
  supply: bigint;
  holders: HolderBag[];
  pool: PoolRef | null;
  pollAddress: string;
}

export async function readTopHolders(rpc: SolanaRpc, mint: string): Promise<MintRefresh> {
  const [largest, supply] = await rpc.batch([rpc.requests.getTokenLargestAccounts(mint), rpc.requests.getTokenSupply(mint)] as const);
  if (!largest.ok) throw largest.error;
  if (!supply.ok) throw supply.error;
  const addresses = largest.value.value.map((a) => a.address);
  const answer = await rpc.getMultipleAccounts(addresses, { encoding: "jsonParsed" });
  const accounts = new Map<string, AccountInfo | null>(addresses.map((a, i) => [a, answer.value[i] ?? null]));
  const rows = readTokenAccounts(addresses, accounts);
  const holders = rankHolders(rows, WATCH_TOP_HOLDERS).map((h) => ({ owner: h.owner, amount: h.amount }));
  // The main pool: the largest PDA-owned account of the mint (pool vault or bonding curve).
  const liquidity = rows.filter((r) => !isWalletAddress(r.owner)).sort((a, b) => (b.amount > a.amount ? 1 : -1))[0];
  const pool = liquidity ? { owner: liquidity.owner, baseAccount: liquidity.address, quoteAccount: null } : null;
  return { supply: BigInt(supply.value.value.amount), holders, pool, pollAddress: pool?.baseAccount ?? mint };
}

/** The newest signature at an address (where a new cursor starts), or null for an empty history. */
export async function readNewestSignature(rpc: SolanaRpc, address: string): Promise<string | null> {
  const page = await rpc.getSignaturesForAddress(address, { limit: 1 });
  return page[0]?.signature ?? null;
}

export interface NewActivity {
  /** the cursor after this read: the newest signature fully read */
  cursor: string | null;
  txs: NormalizedTransaction[];
  /** the getTransaction answers of `txs`, same order (who created a mint is read from them) */
  raws: unknown[];
}

/** What happened at `address` since `cursor`. Throws (cursor kept) if any new transaction cannot be read yet.
 * `allowReads(n)` answers how many of the n transaction reads the RPC budget allows now (default: all);
 * the cursor then advances only past what was read, and the rest is read by later polls. */
export async function readNewActivity(rpc: SolanaRpc, address: string, cursor: string | null, allowReads: (wanted: number) => Promise<number> = async (n) => n): Promise<NewActivity> {
  const page = await rpc.getSignaturesForAddress(address, { ...(cursor ? { until: cursor } : {}), limit: 1000 });
  if (page.length === 0) return { cursor, txs: [], raws: [] };
  // Oldest first, at most MAX_NEW_SIGNATURES: the cursor advances to the last one read.
  let chunk = [...page].reverse().slice(0, MAX_NEW_SIGNATURES);
  const granted = await allowReads(chunk.filter((s) => s.err === null).length);
  chunk = withinReads(chunk, granted);
  if (chunk.length === 0) return { cursor, txs: [], raws: [] };
  const wanted = chunk.filter((s) => s.err === null);
  const results = wanted.length > 0 ? await rpc.batch(wanted.map((s) => rpc.requests.getTransaction(s.signature))) : [];
  const txs = results.map((result, i) => {
    if (!result.ok) throw result.error;
    if (result.value === null) throw new Error(`transaction ${wanted[i].signature} is not available yet`);
    return normalizeTransaction(result.value, wanted[i].signature);
  });
  return { cursor: chunk.at(-1)!.signature, txs, raws: results.map((r) => (r.ok ? r.value : null)) };
}

/** The oldest signatures up to (not including) the first successful one past `reads`: failed ones need no read. */
function withinReads<T extends { err: unknown }>(chunk: T[], reads: number): T[] {
  let used = 0;
  for (let i = 0; i < chunk.length; i++) {
    if (chunk[i].err !== null) continue;
    if (used === reads) return chunk.slice(0, i);
    used += 1;
  }
  return chunk;
}
