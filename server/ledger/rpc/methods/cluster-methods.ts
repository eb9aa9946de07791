// Cluster-level methods: slot, block height, blockhash, epoch, version, rent.
import { z } from "zod";
import { blockHeightOf, blockTimeOf, EPOCH_SLOTS } from "../../clock";
import { rentExempt } from "../../constants";
import { deriveBlockhash, deriveHash } from "../../keys";
import { API_VERSION, withContext, type RpcMethod } from "../context";
import { paramsArray } from "../params";
import { invalidParams } from "../rpc-error";

export const GENESIS_HASH = "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d";

export const getSlot: RpcMethod = (world) => world.tipSlot;
export const getBlockHeight: RpcMethod = (world) => blockHeightOf(world.tipSlot);
export const getHealth: RpcMethod = () => "ok";
export const getGenesisHash: RpcMethod = () => GENESIS_HASH;
export const getVersion: RpcMethod = () => ({ "feature-set": 3294202862, "solana-core": API_VERSION });
export const getIdentity: RpcMethod = () => ({ identity: deriveHash("identity") });
export const getFirstAvailableBlock: RpcMethod = () => 0;

export const getLatestBlockhash: RpcMethod = (world) =>
  withContext(world, { blockhash: deriveBlockhash(world.tipSlot), lastValidBlockHeight: blockHeightOf(world.tipSlot) + 150 });

export const getMinimumBalanceForRentExemption: RpcMethod = (_world, params) => {
  const [size] = paramsArray(params);
  const parsed = z.number().int().min(0).max(10 * 1024 * 1024).safeParse(size);
  if (!parsed.success) throw invalidParams("Invalid params: expected a data length");
  return Number(rentExempt(parsed.data));
};

export const getEpochInfo: RpcMethod = (world) => {
  const slot = world.tipSlot;
  return {
    absoluteSlot: slot,
    blockHeight: blockHeightOf(slot),
    epoch: Math.floor(slot / EPOCH_SLOTS),
    slotIndex: slot % EPOCH_SLOTS,
    slotsInEpoch: EPOCH_SLOTS,
    transactionCount: 400_000_000_000 + world.history.length,
  };
};

export const getBlockTime: RpcMethod = (world, params) => {
  const [slot] = paramsArray(params);
  const parsed = z.number().int().min(0).safeParse(slot);
  if (!parsed.success) throw invalidParams("Invalid params: expected a slot");
  if (parsed.data > world.tipSlot) return null;
  return blockTimeOf(parsed.data);
};
