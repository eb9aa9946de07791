// getTransaction in json, jsonParsed, base64 and base58. A v0 transaction
// asked for without maxSupportedTransactionVersion gets the node's -32015. A
// transaction not yet at the asked commitment (finalized by default) is null.
import bs58 from "bs58";
import { z } from "zod";
import { getLiveChain, normalizeCommitment } from "@/server/ledger/live/live-chain";
import type { RpcMethod } from "@/server/ledger/rpc/context";
import type { TxRecord } from "@/server/ledger/world/types";
import { commitmentSchema, paramsArray, parseConfig, parseSignature } from "@/server/ledger/rpc/params";
import { renderJsonTransaction, renderParsedTransaction } from "@/server/ledger/rpc/render-transaction";
import { invalidParams, unsupportedTransactionVersion } from "@/server/ledger/rpc/rpc-error";
import { serializeTransaction } from "@/server/ledger/rpc/wire-transaction";

const encodings = ["json", "jsonParsed", "base64", "base58", "binary"] as const;
export type TransactionEncoding = (typeof encodings)[number];

const configSchema = z
  .union([
    z.enum(encodings),
    z.object({
      commitment: commitmentSchema,
      encoding: z.enum(encodings).optional(),
      maxSupportedTransactionVersion: z.number().int().min(0).optional(),
    }),
  ])
  .optional();

export const getTransaction: RpcMethod = (world, params) => {
  const [sig, rawConfig] = paramsArray(params);
  const signature = parseSignature(sig);
  const parsed = parseConfig(configSchema, rawConfig);
  const config = typeof parsed === "string" ? { encoding: parsed } : (parsed ?? {});
  if (normalizeCommitment(config.commitment) === "processed") throw invalidParams("Method does not support commitment below `confirmed`");
  const tx = world.transactions.get(signature);
  if (!tx || !getLiveChain(world).meets(tx, normalizeCommitment(config.commitment))) return null;
  const max = "maxSupportedTransactionVersion" in config ? config.maxSupportedTransactionVersion : undefined;
  if (tx.version === 0 && (max === undefined || max < 0)) throw unsupportedTransactionVersion(0);
  return renderTransactionAs(tx, config.encoding ?? "json", max !== undefined);
};

/** A transaction as getTransaction answers it in `encoding` (getTransactionsForAddress's full items too). */
export function renderTransactionAs(tx: TxRecord, encoding: TransactionEncoding, withVersion: boolean) {
  if (encoding === "jsonParsed") return renderParsedTransaction(tx, withVersion);
  const json = renderJsonTransaction(tx, withVersion);
  if (encoding === "json") return json;
  const wire = serializeTransaction(tx);
  const transaction = encoding === "base64" ? [wire.toString("base64"), "base64"] : encoding === "base58" ? [bs58.encode(wire), "base58"] : bs58.encode(wire);
  return { ...json, transaction };
}
