// The part of a getTransaction answer that payment verification reads, as a
// zod schema (the RPC answer is untrusted input, OWASP API10). Accepts the
// jsonParsed encoding (account keys as objects, lookup-table keys included with
// source "lookupTable") and the json encoding (keys as strings, table keys in
// meta.loadedAddresses).
import { z } from "zod";

const baseUnits = z.string().regex(/^\d{1,30}$/, "must be a base-unit integer string");

export const tokenBalanceSchema = z.object({
  accountIndex: z.number().int().min(0),
  mint: z.string(),
  owner: z.string().optional(),
  programId: z.string().optional(),
  uiTokenAmount: z.object({ amount: baseUnits, decimals: z.number().int().min(0) }),
});

const accountKeySchema = z.union([
  z.string(),
  z.object({ pubkey: z.string(), source: z.string().optional(), signer: z.boolean().optional() }),
]);

const instructionSchema = z.object({
  programId: z.string().optional(),
  programIdIndex: z.number().int().min(0).optional(),
  /** jsonParsed: the memo text for spl-memo; an object for other parsed programs */
  parsed: z.unknown().optional(),
  /** raw instruction data, Base58 */
  data: z.string().optional(),
});

export const paymentTransactionSchema = z.object({
  slot: z.number().int().min(0),
  blockTime: z.number().int().nullable().optional(),
  version: z.union([z.literal("legacy"), z.number().int()]).optional(),
  meta: z
    .object({
      err: z.unknown(),
      preTokenBalances: z.array(tokenBalanceSchema).nullable().optional(),
      postTokenBalances: z.array(tokenBalanceSchema).nullable().optional(),
      loadedAddresses: z.object({ writable: z.array(z.string()), readonly: z.array(z.string()) }).nullable().optional(),
    })
    .nullable(),
  transaction: z.object({
    signatures: z.array(z.string()).min(1),
    message: z.object({
      accountKeys: z.array(accountKeySchema),
      instructions: z.array(instructionSchema),
    }),
  }),
});

export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;
export type TokenBalance = z.infer<typeof tokenBalanceSchema>;
export type PaymentInstruction = z.infer<typeof instructionSchema>;
