// zod schema of the `result` of getTransaction with encoding "jsonParsed" and
// maxSupportedTransactionVersion 0. Permissive where mainnet answers vary:
// legacy vs v0, lookup-table keys, parsed vs partially-decoded instructions,
// optional/null meta fields of older nodes. Unknown keys are dropped.
import { z } from "zod";

/** u64 lamports come as JSON numbers (exact up to 2^53, ~9M SOL per account). */
const lamports = z.number().int().nonnegative();
/** token base-unit amounts come as decimal strings: exact, converted to bigint. */
const baseUnits = z.string().regex(/^\d+$/, "expected a base-unit integer string");

export const rpcAccountKeySchema = z.object({
  pubkey: z.string(),
  signer: z.boolean(),
  writable: z.boolean(),
  /** absent on old nodes; "lookupTable" marks keys loaded from an address lookup table. */
  source: z.enum(["transaction", "lookupTable"]).optional(),
});

/** An instruction the node could decode: `parsed` is {type, info} or, for Memo, a plain string. */
export const rpcParsedInstructionSchema = z.object({
  program: z.string(),
  programId: z.string(),
  parsed: z.unknown(),
  stackHeight: z.number().int().nullable().optional(),
});

/** An instruction the node could not decode: raw accounts and base58 data. */
export const rpcPartiallyDecodedInstructionSchema = z.object({
  programId: z.string(),
  accounts: z.array(z.string()),
  data: z.string(),
  stackHeight: z.number().int().nullable().optional(),
});

export const rpcInstructionSchema = z.union([rpcParsedInstructionSchema, rpcPartiallyDecodedInstructionSchema]);

export const rpcTokenBalanceSchema = z.object({
  accountIndex: z.number().int().nonnegative(),
  mint: z.string(),
  /** absent in transactions older than the node's owner indexing (2021). */
  owner: z.string().optional(),
  programId: z.string().optional(),
  uiTokenAmount: z.object({
    amount: baseUnits,
    decimals: z.number().int().nonnegative(),
  }),
});

export const rpcMetaSchema = z.object({
  /** null on success; any JSON (e.g. {InstructionError: [i, ...]}) on failure. */
  err: z.unknown().nullable(),
  fee: lamports,
  preBalances: z.array(lamports),
  postBalances: z.array(lamports),
  preTokenBalances: z.array(rpcTokenBalanceSchema).nullable().optional(),
  postTokenBalances: z.array(rpcTokenBalanceSchema).nullable().optional(),
  innerInstructions: z
    .array(z.object({ index: z.number().int().nonnegative(), instructions: z.array(rpcInstructionSchema) }))
    .nullable()
    .optional(),
  /** v0 only, and only some nodes send it with jsonParsed (keys are already in accountKeys). */
  loadedAddresses: z
    .object({ writable: z.array(z.string()), readonly: z.array(z.string()) })
    .nullable()
    .optional(),
});

export const rpcTransactionSchema = z.object({
  slot: z.number().int().nonnegative(),
  blockTime: z.number().int().nullable().optional(),
  /** absent when the request did not set maxSupportedTransactionVersion (then it is legacy). */
  version: z.union([z.literal("legacy"), z.number().int().nonnegative()]).optional(),
  /** null when the node no longer has the status metadata. */
  meta: rpcMetaSchema.nullable(),
  transaction: z.object({
    signatures: z.array(z.string()).min(1),
    message: z.object({
      accountKeys: z.array(rpcAccountKeySchema).min(1),
      instructions: z.array(rpcInstructionSchema),
      recentBlockhash: z.string().optional(),
      addressTableLookups: z.array(z.unknown()).nullable().optional(),
    }),
  }),
});

export type RpcTransaction = z.infer<typeof rpcTransactionSchema>;
export type RpcMeta = z.infer<typeof rpcMetaSchema>;
export type RpcInstruction = z.infer<typeof rpcInstructionSchema>;
export type RpcParsedInstruction = z.infer<typeof rpcParsedInstructionSchema>;
export type RpcTokenBalance = z.infer<typeof rpcTokenBalanceSchema>;
export type RpcAccountKey = z.infer<typeof rpcAccountKeySchema>;
