// sendTransaction, simulateTransaction and requestAirdrop: the live ledger's
// write path (live/submit-transaction.ts has the node's rules).
import { z } from "zod";
import { airdrop } from "@/server/ledger/live/funding";
import { getLiveChain } from "@/server/ledger/live/live-chain";
import { simulateTransaction as simulate, submitTransaction } from "@/server/ledger/live/submit-transaction";
import { decodeTransaction } from "@/server/ledger/live/wire/decode-transaction";
import { checkMinContextSlot, withContext, type RpcMethod } from "@/server/ledger/rpc/context";
import { commitmentSchema, paramsArray, parseConfig, parsePubkey } from "@/server/ledger/rpc/params";
import { invalidParams } from "@/server/ledger/rpc/rpc-error";

const encoding = z.enum(["base58", "base64"]).optional();

const sendConfig = z
  .object({
    encoding,
    skipPreflight: z.boolean().optional(),
    preflightCommitment: commitmentSchema,
    maxRetries: z.number().int().min(0).optional(),
    minContextSlot: z.number().int().optional(),
  })
  .optional();

const simulateConfig = z
  .object({
    encoding,
    sigVerify: z.boolean().optional(),
    replaceRecentBlockhash: z.boolean().optional(),
    commitment: commitmentSchema,
    innerInstructions: z.boolean().optional(),
    minContextSlot: z.number().int().optional(),
    accounts: z.unknown().optional(),
  })
  .optional();

function wireText(value: unknown): string {
  if (typeof value !== "string") throw invalidParams("Invalid params: invalid type: expected a string");
  return value;
}

export const sendTransaction: RpcMethod = (world, params) => {
  const [wire, rawConfig] = paramsArray(params);
  const text = wireText(wire);
  const config = parseConfig(sendConfig, rawConfig) ?? {};
  checkMinContextSlot(world, config);
  const tx = decodeTransaction(text, config.encoding ?? "base58");
  return submitTransaction(getLiveChain(world), tx, { skipPreflight: config.skipPreflight ?? false });
};

export const simulateTransaction: RpcMethod = (world, params) => {
  const [wire, rawConfig] = paramsArray(params);
  const text = wireText(wire);
  const config = parseConfig(simulateConfig, rawConfig) ?? {};
  checkMinContextSlot(world, config);
  if (config.sigVerify && config.replaceRecentBlockhash) throw invalidParams("sigVerify may not be used with replaceRecentBlockhash");
  const tx = decodeTransaction(text, config.encoding ?? "base58");
  const value = simulate(getLiveChain(world), tx, { sigVerify: config.sigVerify ?? false, replaceRecentBlockhash: config.replaceRecentBlockhash ?? false });
  return withContext(world, value);
};

export const requestAirdrop: RpcMethod = (world, params) => {
  const [key, lamports, rawConfig] = paramsArray(params);
  const address = parsePubkey(key);
  const amount = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).safeParse(lamports);
  if (!amount.success) throw invalidParams("Invalid params: invalid type: expected u64");
  parseConfig(z.object({ commitment: commitmentSchema, recentBlockhash: z.string().optional() }).optional(), rawConfig);
  return airdrop(getLiveChain(world), address, BigInt(amount.data)).signature;
};
