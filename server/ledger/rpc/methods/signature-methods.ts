// getSignaturesForAddress (newest first, before/until/limit paging) and
// getSignatureStatuses. An address lists exactly the transactions whose
// account keys include it, among those that reached the asked commitment
// (finalized by default; processed is refused like the node does).
import { z } from "zod";
import { getLiveChain, normalizeCommitment } from "@/server/ledger/live/live-chain";
import type { TxRecord } from "@/server/ledger/world/types";
import { withContext, type RpcMethod } from "@/server/ledger/rpc/context";
import { commitmentSchema, paramsArray, parseConfig, parsePubkey, parseSignature } from "@/server/ledger/rpc/params";
import { invalidParams } from "@/server/ledger/rpc/rpc-error";

const configSchema = z
  .object({
    commitment: commitmentSchema,
    limit: z.number().int().optional(),
    before: z.string().optional(),
    until: z.string().optional(),
    minContextSlot: z.number().int().optional(),
  })
  .optional();

export const getSignaturesForAddress: RpcMethod = (world, params) => {
  const [key, rawConfig] = paramsArray(params);
  const address = parsePubkey(key);
  const config = parseConfig(configSchema, rawConfig) ?? {};
  const limit = config.limit ?? 1000;
  if (limit < 1 || limit > 1000) throw invalidParams("Invalid limit; max 1000");
  const before = config.before ? parseSignature(config.before) : undefined;
  const until = config.until ? parseSignature(config.until) : undefined;
  const commitment = normalizeCommitment(config.commitment);
  if (commitment === "processed") throw invalidParams("Method does not support commitment below `confirmed`");
  const chain = getLiveChain(world);
  const visible = (tx: TxRecord) => chain.meets(tx, commitment);
  const history = world.signaturesByAddress.get(address) ?? [];
  // history is oldest first; walk it backwards.
  let start = history.length - 1;
  if (before) {
    const at = history.findIndex((tx) => tx.signature === before);
    if (at < 0) return [];
    start = at - 1;
  }
  const out = [];
  for (let i = start; i >= 0 && out.length < limit; i--) {
    const tx = history[i];
    if (until && tx.signature === until) break;
    if (!visible(tx)) continue;
    out.push({ blockTime: tx.blockTime, confirmationStatus: chain.statusOf(tx), err: tx.err, memo: tx.memo, signature: tx.signature, slot: tx.slot });
  }
  return out;
};

export const getSignatureStatuses: RpcMethod = (world, params) => {
  const [sigs, rawConfig] = paramsArray(params);
  if (!Array.isArray(sigs)) throw invalidParams("Invalid params: expected an array of signatures");
  if (sigs.length > 256) throw invalidParams("Too many inputs provided; max 256");
  parseConfig(z.object({ searchTransactionHistory: z.boolean().optional() }).optional(), rawConfig);
  const chain = getLiveChain(world);
  const value = sigs.map(parseSignature).map((s) => {
    const tx = world.transactions.get(s);
    if (!tx) return null;
    const status = tx.err ? { Err: tx.err } : { Ok: null };
    return { confirmationStatus: chain.statusOf(tx), confirmations: chain.confirmationsOf(tx), err: tx.err, slot: tx.slot, status };
  });
  return withContext(world, value);
};
