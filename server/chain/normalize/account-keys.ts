// The full account-key list that meta's account indexes point into:
// static keys, then lookup-table writable, then lookup-table readonly.
import type { Address } from "@/server/engine/snapshot";
import { MalformedTransactionError } from "@/server/chain/normalize/normalize-errors";
import type { RpcTransaction } from "@/server/chain/normalize/transaction-schema";

export interface ResolvedAccountKeys {
  keys: Address[];
  signers: Address[];
}

/**
 * jsonParsed answers already append lookup-table keys to accountKeys (marked
 * source "lookupTable"). Some nodes and proxies list only the static keys and
 * send the loaded ones in meta.loadedAddresses: append those, in the runtime's
 * order, so balance indexes resolve to the right address either way.
 */
export function resolveAccountKeys(tx: RpcTransaction, signature: string): ResolvedAccountKeys {
  const listed = tx.transaction.message.accountKeys;
  const keys = listed.map((key) => key.pubkey);
  const alreadyLoaded = listed.some((key) => key.source === "lookupTable");
  const loaded = tx.meta?.loadedAddresses;
  const expected = tx.meta?.preBalances.length ?? keys.length;
  if (!alreadyLoaded && loaded && keys.length < expected) {
    keys.push(...loaded.writable, ...loaded.readonly);
  }
  if (tx.meta && keys.length !== expected) {
    throw new MalformedTransactionError(
      `${keys.length} account keys but ${expected} balances; lookup-table keys missing?`,
      signature,
    );
  }
  const signers = listed.filter((key) => key.signer).map((key) => key.pubkey);
  return { keys, signers };
}
