// Test support: a getTransaction answer recorded with encoding "json" (account
// keys as strings, instructions as indexes) turned into the jsonParsed key shape
// the normalizer reads. Only the shape changes: keys get their signer/writable
// flags from the message header (and lookup-table keys from meta.loadedAddresses),
// instructions name their program and accounts. Balances and logs are untouched.
import { z } from "zod";

const compiledSchema = z.object({ programIdIndex: z.number(), accounts: z.array(z.number()), data: z.string(), stackHeight: z.number().nullish() });
const jsonEncodedSchema = z.looseObject({
  transaction: z.looseObject({
    signatures: z.array(z.string()),
    message: z.looseObject({
      accountKeys: z.array(z.string()),
      header: z.object({ numRequiredSignatures: z.number(), numReadonlySignedAccounts: z.number(), numReadonlyUnsignedAccounts: z.number() }),
      instructions: z.array(compiledSchema),
    }),
  }),
  meta: z.looseObject({
    innerInstructions: z.array(z.object({ index: z.number(), instructions: z.array(compiledSchema) })).nullish(),
    loadedAddresses: z.object({ writable: z.array(z.string()), readonly: z.array(z.string()) }).nullish(),
  }),
});

export function toJsonParsedShape(raw: unknown): unknown {
  const tx = jsonEncodedSchema.parse(raw);
  const { header, accountKeys } = tx.transaction.message;
  const loaded = tx.meta.loadedAddresses ?? { writable: [], readonly: [] };
  const keys = [
    ...accountKeys.map((pubkey, i) => ({
      pubkey,
      signer: i < header.numRequiredSignatures,
      writable:
        i < header.numRequiredSignatures
          ? i < header.numRequiredSignatures - header.numReadonlySignedAccounts
          : i < accountKeys.length - header.numReadonlyUnsignedAccounts,
      source: "transaction",
    })),
    ...loaded.writable.map((pubkey) => ({ pubkey, signer: false, writable: true, source: "lookupTable" })),
    ...loaded.readonly.map((pubkey) => ({ pubkey, signer: false, writable: false, source: "lookupTable" })),
  ];
  const decode = (ix: z.infer<typeof compiledSchema>) => ({
    programId: keys[ix.programIdIndex].pubkey,
    accounts: ix.accounts.map((i) => keys[i].pubkey),
    data: ix.data,
    ...(ix.stackHeight != null ? { stackHeight: ix.stackHeight } : {}),
  });
  return {
    ...tx,
    transaction: { ...tx.transaction, message: { ...tx.transaction.message, accountKeys: keys, instructions: tx.transaction.message.instructions.map(decode) } },
    meta: { ...tx.meta, innerInstructions: (tx.meta.innerInstructions ?? []).map((g) => ({ index: g.index, instructions: g.instructions.map(decode) })) },
  };
}
