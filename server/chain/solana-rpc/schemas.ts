// zod schemas of the raw Solana JSON-RPC answers, modelled on the recorded
// mainnet answers in server/chain/testing/recorded/accounts. Amounts the RPC sends
// as decimal strings stay strings here (checked to be digits) and become bigint
// in the transforms; lamports arrive as JSON numbers.
import { z } from "zod";

export const rpcErrorObjectSchema = z.object({
  code: z.number(),
  message: z.string(),
  data: z.unknown().optional(),
});

/** One JSON-RPC 2.0 response; `result` may legitimately be null (e.g. unknown signature). */
export const rpcResponseSchema = z.object({
  jsonrpc: z.string().optional(),
  id: z.union([z.number(), z.string(), z.null()]),
  result: z.unknown().optional(),
  error: rpcErrorObjectSchema.optional(),
});
export type RpcResponse = z.infer<typeof rpcResponseSchema>;

const baseUnits = z.string().regex(/^\d+$/, "expected a base-unit integer string");

export const rpcContextSchema = z.object({ slot: z.number(), apiVersion: z.string().optional() });

export function withContext<T extends z.ZodType>(value: T) {
  return z.object({ context: rpcContextSchema, value });
}

/** jsonParsed data when the program has a parser: { program, parsed, space }. */
export const parsedAccountDataSchema = z.object({
  program: z.string(),
  parsed: z.unknown(),
  space: z.number(),
});

export const accountInfoSchema = z.object({
  lamports: z.number(),
  owner: z.string(),
  executable: z.boolean(),
  // u64::MAX (18446744073709551615) for rent-exempt accounts: JSON.parse rounds it
  // to the float 2^64. Accepted as a number and never used, so no precision matters.
  rentEpoch: z.number(),
  space: z.number().optional(),
  // [payload, "base64"] — also what jsonParsed falls back to for programs without a parser.
  data: z.union([z.tuple([z.string(), z.string()]), parsedAccountDataSchema]),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

export const accountInfoResultSchema = withContext(accountInfoSchema.nullable());
export const multipleAccountsResultSchema = withContext(z.array(accountInfoSchema.nullable()));

export const keyedAccountSchema = z.object({ pubkey: z.string(), account: accountInfoSchema });
export type KeyedAccount = z.infer<typeof keyedAccountSchema>;
export const tokenAccountsByOwnerResultSchema = withContext(z.array(keyedAccountSchema));
export const programAccountsResultSchema = z.array(keyedAccountSchema);

export const tokenAmountSchema = z.object({
  amount: baseUnits,
  decimals: z.number().int(),
  uiAmount: z.number().nullable(),
  uiAmountString: z.string().optional(),
});
export const tokenSupplyResultSchema = withContext(tokenAmountSchema);
export const tokenLargestAccountsResultSchema = withContext(z.array(tokenAmountSchema.extend({ address: z.string() })));

export const signatureInfoSchema = z.object({
  signature: z.string(),
  slot: z.number(),
  err: z.unknown().nullable(),
  memo: z.string().nullable().optional(),
  blockTime: z.number().nullable().optional(),
  confirmationStatus: z.string().nullable().optional(),
});
export type SignatureInfo = z.infer<typeof signatureInfoSchema>;
export const signaturesForAddressResultSchema = z.array(signatureInfoSchema);

/** Kept loose on purpose: the normalizer owns the transaction schema. null = not found. */
export const transactionResultSchema = z.record(z.string(), z.unknown()).nullable();

export const signatureStatusSchema = z.object({
  slot: z.number(),
  confirmations: z.number().nullable(),
  err: z.unknown().nullable(),
  confirmationStatus: z.string().nullable().optional(),
});
export const signatureStatusesResultSchema = withContext(z.array(signatureStatusSchema.nullable()));

export const balanceResultSchema = withContext(z.number());
export const slotResultSchema = z.number().int();
export const latestBlockhashResultSchema = withContext(z.object({ blockhash: z.string(), lastValidBlockHeight: z.number() }));
export const genesisHashResultSchema = z.string();
export const healthResultSchema = z.string();
export const signatureResultSchema = z.string();

/** jsonParsed mint data (spl-token and spl-token-2022). */
export const mintExtensionSchema = z.object({ extension: z.string(), state: z.unknown().optional() });
export const parsedMintInfoSchema = z.object({
  decimals: z.number().int(),
  supply: baseUnits,
  mintAuthority: z.string().nullable(),
  freezeAuthority: z.string().nullable(),
  isInitialized: z.boolean(),
  extensions: z.array(mintExtensionSchema).optional(),
});
export const parsedMintDataSchema = z.object({
  program: z.string(),
  parsed: z.object({ type: z.string(), info: z.unknown() }),
});
