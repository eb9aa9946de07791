// The method table. A method not listed answers -32601 like a real node.
import type { RpcMethod } from "@/server/ledger/rpc/context";
import { getAccountInfo, getBalance, getMultipleAccounts } from "@/server/ledger/rpc/methods/account-methods";
import * as cluster from "@/server/ledger/rpc/methods/cluster-methods";
import { getFeeForMessage, getLatestBlockhash, isBlockhashValid } from "@/server/ledger/rpc/methods/blockhash-methods";
import { getProgramAccounts } from "@/server/ledger/rpc/methods/program-accounts";
import { requestAirdrop, sendTransaction, simulateTransaction } from "@/server/ledger/rpc/methods/send-methods";
import { getSignaturesForAddress, getSignatureStatuses } from "@/server/ledger/rpc/methods/signature-methods";
import { getTokenAccountBalance, getTokenAccountsByOwner, getTokenLargestAccounts, getTokenSupply } from "@/server/ledger/rpc/methods/token-methods";
import { getTransaction } from "@/server/ledger/rpc/methods/transaction-methods";

export const RPC_METHODS: Readonly<Record<string, RpcMethod>> = {
  getAccountInfo,
  getMultipleAccounts,
  getBalance,
  getTokenSupply,
  getTokenLargestAccounts,
  getTokenAccountBalance,
  getTokenAccountsByOwner,
  getProgramAccounts,
  getSignaturesForAddress,
  getSignatureStatuses,
  getTransaction,
  getSlot: cluster.getSlot,
  getBlockHeight: cluster.getBlockHeight,
  getLatestBlockhash,
  isBlockhashValid,
  getFeeForMessage,
  sendTransaction,
  simulateTransaction,
  requestAirdrop,
  getGenesisHash: cluster.getGenesisHash,
  getHealth: cluster.getHealth,
  getVersion: cluster.getVersion,
  getIdentity: cluster.getIdentity,
  getFirstAvailableBlock: cluster.getFirstAvailableBlock,
  getMinimumBalanceForRentExemption: cluster.getMinimumBalanceForRentExemption,
  getEpochInfo: cluster.getEpochInfo,
  getBlockTime: cluster.getBlockTime,
};
