// The request of getTransactionsForAddress as Helius documents it (the
// overview page and the OpenAPI in helius-labs/docs, as of 2026-01; read
// 2026-11-28): [address, { transactionDetails, sortOrder, limit,
// paginationToken, commitment, minContextSlot, encoding,
// maxSupportedTransactionVersion, filters: { slot, blockTime, signature,
// status, tokenAccounts } }]. The filter objects take no other keys
// (additionalProperties: false); anything malformed is -32602.
import { z } from "zod";
import { parseConfig } from "@/server/ledger/rpc/params";
import { invalidParams } from "@/server/ledger/rpc/rpc-error";

const range = z.strictObject({ gte: z.number().int().optional(), gt: z.number().int().optional(), lte: z.number().int().optional(), lt: z.number().int().optional() });
const signatureRange = z.strictObject({ gte: z.string().optional(), gt: z.string().optional(), lte: z.string().optional(), lt: z.string().optional() });

const configSchema = z
  .object({
    transactionDetails: z.enum(["signatures", "full"]).default("signatures"),
    sortOrder: z.enum(["asc", "desc"]).default("desc"),
    limit: z.number().int().optional(),
    paginationToken: z.string().nullable().optional(),
    commitment: z.enum(["processed", "confirmed", "finalized"]).optional(),
    minContextSlot: z.number().int().optional(),
    encoding: z.enum(["json", "jsonParsed", "base58", "base64"]).optional(),
    maxSupportedTransactionVersion: z.number().int().min(0).optional(),
    filters: z
      .strictObject({
        slot: range.optional(),
        blockTime: range.extend({ eq: z.number().int().optional() }).optional(),
        signature: signatureRange.optional(),
        status: z.enum(["succeeded", "failed", "any"]).optional(),
        tokenAccounts: z.enum(["none", "balanceChanged", "all"]).optional(),
      })
      .optional(),
  })
  .optional();

export type HistoryConfig = NonNullable<z.infer<typeof configSchema>>;
export type SlotRange = z.infer<typeof range>;

/** A position in the chain's order: slot, then the transaction's index inside it. */
export interface Position {
  slot: number;
  index: number;
}

export function parseHistoryConfig(raw: unknown, fullLimit: number) {
  const config: HistoryConfig = parseConfig(configSchema, raw) ?? { transactionDetails: "signatures", sortOrder: "desc" };
  const max = config.transactionDetails === "full" ? fullLimit : 1000;
  // the documented default is 1,000; a full page can hold only `fullLimit`
  const limit = config.limit ?? max;
  if (limit < 1 || limit > max) throw invalidParams(`Invalid params: limit must be between 1 and ${max} for transactionDetails "${config.transactionDetails}"`);
  if (config.commitment === "processed") throw invalidParams("Invalid params: the processed commitment is not supported");
  return { config, limit, after: parsePaginationToken(config.paginationToken) };
}

/** "slot:position" (the format the docs give); the next page starts strictly after it in the asked order. */
function parsePaginationToken(token: string | null | undefined): Position | null {
  if (token === undefined || token === null) return null;
  const match = /^(\d+):(\d+)$/.exec(token);
  if (!match) throw invalidParams('Invalid params: paginationToken must be "slot:position"');
  return { slot: Number(match[1]), index: Number(match[2]) };
}

export function comparePositions(a: Position, b: Position): number {
  return a.slot - b.slot || a.index - b.index;
}

export function inRange(value: number, r: SlotRange & { eq?: number }): boolean {
  return (r.gte === undefined || value >= r.gte) && (r.gt === undefined || value > r.gt) && (r.lte === undefined || value <= r.lte) && (r.lt === undefined || value < r.lt) && (r.eq === undefined || value === r.eq);
}
