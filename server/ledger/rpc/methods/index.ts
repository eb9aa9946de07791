// The method table. A method not listed answers -32601 like a real node.
import type { RpcMethod } from "../context";
import { getAccountInfo, getBalance, getMultipleAccounts } from "./account-methods";
import * as cluster from "./cluster-methods";
import { getFeeForMessage, getLatestBlockhash, isBlockhashValid } from "./blockhash-methods";
import { getProgramAccounts } from "./program-accounts";
import { requestAirdrop, sendTransaction, simulateTransaction } from "./send-methods";
import { getSignaturesForAddress, getSignatureStatuses } from "./signature-methods";
import { getTokenAccountBalance, getTokenAccountsByOwner, getTokenLargestAccounts, getTokenSupply } from "./token-methods";
import { getTransaction } from "./transaction-methods";

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
