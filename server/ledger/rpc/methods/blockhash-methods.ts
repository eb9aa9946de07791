// Blockhashes and fees on the live clock: getLatestBlockhash hands out the
// blockhash of the newest slot at the asked commitment (finalized by default,
// so it trails the tip) and remembers it; a transaction may use it until the
// block height passes lastValidBlockHeight (150 blocks, ~60 s).
import { VersionedMessage } from "@solana/web3.js";
import { z } from "zod";
import { readComputeBudget, transactionFee } from "@/server/ledger/live/execute/compute-budget";
import { getLiveChain, normalizeCommitment } from "@/server/ledger/live/live-chain";
import { checkMinContextSlot, withContext, type RpcMethod } from "@/server/ledger/rpc/context";
import { commitmentSchema, paramsArray, parseConfig } from "@/server/ledger/rpc/params";
import { invalidParams } from "@/server/ledger/rpc/rpc-error";

const config = z.object({ commitment: commitmentSchema, minContextSlot: z.number().int().optional() }).optional();

export const getLatestBlockhash: RpcMethod = (world, params) => {
  const [rawConfig] = paramsArray(params);
  const parsed = parseConfig(config, rawConfig) ?? {};
  checkMinContextSlot(world, parsed);
  const { blockhash, lastValidBlockHeight } = getLiveChain(world).latestBlockhash(normalizeCommitment(parsed.commitment));
  return withContext(world, { blockhash, lastValidBlockHeight }, parsed);
};

export const isBlockhashValid: RpcMethod = (world, params) => {
  const [hash, rawConfig] = paramsArray(params);
  if (typeof hash !== "string") throw invalidParams("Invalid params: invalid type: expected a string");
  const parsed = parseConfig(config, rawConfig) ?? {};
  checkMinContextSlot(world, parsed);
  return withContext(world, getLiveChain(world).isBlockhashValid(hash), parsed);
};

/** The fee of a base64 message; null when its blockhash is unknown or expired (like the node). */
export const getFeeForMessage: RpcMethod = (world, params) => {
  const [text, rawConfig] = paramsArray(params);
  if (typeof text !== "string") throw invalidParams("Invalid params: invalid type: expected a string");
  checkMinContextSlot(world, parseConfig(config, rawConfig));
  let message: VersionedMessage;
  try {
    message = VersionedMessage.deserialize(Buffer.from(text, "base64"));
  } catch {
    throw invalidParams("invalid message: failed to deserialize");
  }
  const keys = message.staticAccountKeys.map((k) => k.toBase58());
  const instructions = message.compiledInstructions.map((ix) => ({
    programId: keys[ix.programIdIndex] ?? "",
    accounts: ix.accountKeyIndexes.map((i) => keys[i] ?? ""),
    data: Buffer.from(ix.data),
  }));
  const budget = readComputeBudget(instructions);
  if ("err" in budget || !getLiveChain(world).isBlockhashValid(message.recentBlockhash)) return withContext(world, null);
  return withContext(world, Number(transactionFee(message.header.numRequiredSignatures, budget)));
};
