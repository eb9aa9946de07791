// Lamport balance changes per account key, from meta.pre/postBalances.
import type { Address } from "@/server/engine/snapshot";
import type { RpcMeta } from "@/server/chain/normalize/transaction-schema";
import type { SolBalanceDelta } from "@/server/chain/normalize/types";

/** Non-zero changes only. The fee payer's delta includes the fee (and any rent it paid). */
export function buildSolDeltas(meta: RpcMeta, keys: Address[]): SolBalanceDelta[] {
  const deltas: SolBalanceDelta[] = [];
  keys.forEach((account, index) => {
    const pre = BigInt(meta.preBalances[index] ?? 0);
    const post = BigInt(meta.postBalances[index] ?? 0);
    if (pre !== post) deltas.push({ account, pre, post, delta: post - pre });
  });
  return deltas;
}
