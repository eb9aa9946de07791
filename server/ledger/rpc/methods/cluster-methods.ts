// Cluster-level methods: slot and block height (per commitment, on the live
// clock), epoch, version, rent, block time.
import { z } from "zod";
import { blockHeightOf, EPOCH_SLOTS } from "@/server/ledger/clock";
import { rentExempt } from "@/server/ledger/constants";
import { deriveHash } from "@/server/ledger/keys";
import { getLiveChain, normalizeCommitment } from "@/server/ledger/live/live-chain";
import { API_VERSION, checkMinContextSlot, type RpcMethod } from "@/server/ledger/rpc/context";
import { commitmentSchema, paramsArray, parseConfig } from "@/server/ledger/rpc/params";
import { invalidParams } from "@/server/ledger/rpc/rpc-error";

/**
 * Devnet's genesis hash, never mainnet's: a wallet or client pointed at the demo
 * must not take it for mainnet (issue 18 item 15). Devnet's and not a hash of our
 * own because stock x402 SVM clients (@x402/svm 2.27) accept only the mainnet,
 * devnet and testnet CAIP-2 ids; payments on the ledger are therefore offered on
 * solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1 ("solana-devnet").
 */
export const GENESIS_HASH = "EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG";
/** The x402 v1 network name of GENESIS_HASH. */
export const LEDGER_PAYMENT_NETWORK = "solana-devnet";

const slotConfig = z.object({ commitment: commitmentSchema, minContextSlot: z.number().int().optional() }).optional();

/** The newest slot at the asked commitment (finalized, the default, trails the tip). */
function slotAtCommitment(world: Parameters<RpcMethod>[0], params: unknown): number {
  const [rawConfig] = paramsArray(params);
  const config = parseConfig(slotConfig, rawConfig) ?? {};
  checkMinContextSlot(world, config);
  return getLiveChain(world).slotFor(normalizeCommitment(config.commitment));
}

export const getSlot: RpcMethod = (world, params) => slotAtCommitment(world, params);
export const getBlockHeight: RpcMethod = (world, params) => blockHeightOf(slotAtCommitment(world, params));
export const getHealth: RpcMethod = () => "ok";
export const getGenesisHash: RpcMethod = () => GENESIS_HASH;
export const getVersion: RpcMethod = () => ({ "feature-set": 3294202862, "solana-core": API_VERSION });
export const getIdentity: RpcMethod = () => ({ identity: deriveHash("identity") });
export const getFirstAvailableBlock: RpcMethod = () => 0;

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
  return getLiveChain(world).clock.blockTimeOf(parsed.data);
};
