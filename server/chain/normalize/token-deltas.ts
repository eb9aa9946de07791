// Token balance changes per (owner, mint, token account), from
// meta.pre/postTokenBalances matched by accountIndex.
import type { Address } from "@/server/engine/snapshot";
import { MalformedTransactionError } from "@/server/chain/normalize/normalize-errors";
import type { RpcMeta, RpcTokenBalance } from "@/server/chain/normalize/transaction-schema";
import type { TokenBalanceDelta } from "@/server/chain/normalize/types";

function indexByAccount(balances: RpcTokenBalance[] | null | undefined): Map<number, RpcTokenBalance> {
  return new Map((balances ?? []).map((balance) => [balance.accountIndex, balance]));
}

/**
 * A token account missing from pre was created in this transaction (pre = 0);
 * missing from post, it was closed (post = 0). Owner, mint and program come
 * from the post entry when there is one (the account's state after the tx),
 * else from pre. Entries without an owner (pre-2021 answers) are skipped: a
 * delta nobody can be credited with is no evidence. buildTokenDeltas keeps
 * the non-zero ones; buildTokenBalances keeps all,
 * ordered by account index.
 */
export function buildTokenDeltas(meta: RpcMeta, keys: Address[], signature: string): TokenBalanceDelta[] {
  return buildTokenBalances(meta, keys, signature).filter((d) => d.delta !== 0n);
}

/** Every entry, unchanged ones included: a pre-existing WSOL account or an emptied one still says who owns it. */
export function buildTokenBalances(meta: RpcMeta, keys: Address[], signature: string): TokenBalanceDelta[] {
  const pre = indexByAccount(meta.preTokenBalances);
  const post = indexByAccount(meta.postTokenBalances);
  const indexes = [...new Set([...pre.keys(), ...post.keys()])].sort((a, b) => a - b);
  const deltas: TokenBalanceDelta[] = [];
  for (const index of indexes) {
    const before = pre.get(index);
    const after = post.get(index);
    const entry = after ?? before;
    const tokenAccount = keys[index];
    if (tokenAccount === undefined) {
      throw new MalformedTransactionError(`token balance for account index ${index} of ${keys.length}`, signature);
    }
    if (!entry?.owner) continue;
    const preAmount = BigInt(before?.uiTokenAmount.amount ?? "0");
    const postAmount = BigInt(after?.uiTokenAmount.amount ?? "0");
    deltas.push({
      owner: entry.owner,
      mint: entry.mint,
      tokenAccount,
      programId: entry.programId ?? null,
      decimals: entry.uiTokenAmount.decimals,
      pre: preAmount,
      post: postAmount,
      delta: postAmount - preAmount,
    });
  }
  return deltas;
}
