// Test support: a getTransaction answer recorded with encoding "json" or
// "base64" turned into exactly what a mainnet node answers for "jsonParsed":
// account keys as { pubkey, signer, writable, source }, System, SPL Token,
// Token-2022, ATA, Memo, Address Lookup Table and Stake instructions parsed (outer and
// inner), every other instruction raw with base58 data, meta without
// loadedAddresses. An instruction the node parses but this converter does not
// model makes toJsonParsed throw: a fixture is faithful or it fails loudly.
import bs58 from "bs58";
import { z } from "zod";
import { PROGRAM_PARSERS, UNMODELLED_PARSED_PROGRAMS } from "@/server/chain/testing/json-parsed/program-parsers";
import { buildAccountKeys, type ParsedAccountKey } from "@/server/chain/testing/json-parsed/account-keys";
import { decodeWireTransaction, type CompiledInstruction, type JsonMessage } from "@/server/chain/testing/json-parsed/wire-message";

const compiledSchema = z.object({ programIdIndex: z.number(), accounts: z.array(z.number()), data: z.string(), stackHeight: z.number().nullish() });
const messageSchema = z.looseObject({
  header: z.object({ numRequiredSignatures: z.number(), numReadonlySignedAccounts: z.number(), numReadonlyUnsignedAccounts: z.number() }),
  accountKeys: z.array(z.string()),
  recentBlockhash: z.string(),
  instructions: z.array(compiledSchema),
  addressTableLookups: z.array(z.object({ accountKey: z.string(), writableIndexes: z.array(z.number()), readonlyIndexes: z.array(z.number()) })).nullish(),
});
const answerSchema = z.looseObject({
  transaction: z.union([z.looseObject({ signatures: z.array(z.string()), message: messageSchema }), z.tuple([z.string(), z.literal("base64")])]),
  meta: z.looseObject({
    innerInstructions: z.array(z.object({ index: z.number(), instructions: z.array(compiledSchema) })).nullish(),
    loadedAddresses: z.object({ writable: z.array(z.string()), readonly: z.array(z.string()) }).nullish(),
  }),
  version: z.union([z.literal("legacy"), z.literal(0)]).optional(),
});
const envelopeSchema = z.object({ jsonrpc: z.literal("2.0"), result: z.unknown() }).loose();

export type ConversionResult = { transaction: Record<string, unknown>; unmodelled: string[] };

function keyAt(keys: ParsedAccountKey[], index: number): string {
  const key = keys[index];
  if (!key) throw new Error(`account index ${index} is outside the ${keys.length} keys (a lookup table's loadedAddresses missing?)`);
  return key.pubkey;
}

function convertInstruction(ix: CompiledInstruction, keys: ParsedAccountKey[], unmodelled: string[]) {
  const programId = keyAt(keys, ix.programIdIndex);
  const accounts = ix.accounts.map((i) => keyAt(keys, i));
  const stackHeight = ix.stackHeight ?? null;
  const parser = PROGRAM_PARSERS.get(programId);
  if (parser) {
    try {
      return { program: parser.program, programId, parsed: parser.parse(bs58.decode(ix.data), accounts), stackHeight };
    } catch (error) {
      if ((error as { code?: string }).code === "unsupported") unmodelled.push(`${programId}: ${(error as Error).message}`);
    }
  } else if (UNMODELLED_PARSED_PROGRAMS.has(programId)) {
    unmodelled.push(`${programId}: program not modelled`);
  }
  return { programId, accounts, data: ix.data, stackHeight };
}

/** Convert, and list the instructions a node would parse that this converter leaves raw. */
export function convertToJsonParsed(raw: unknown, options: { topLevelStackHeight?: number | null } = {}): ConversionResult {
  const envelope = envelopeSchema.safeParse(raw);
  const answer = answerSchema.parse(envelope.success ? envelope.data.result : raw);
  const wire = Array.isArray(answer.transaction) ? decodeWireTransaction(answer.transaction[0]) : null;
  const signatures = wire ? wire.signatures : (answer.transaction as { signatures: string[] }).signatures;
  const message: JsonMessage = wire
    ? { ...wire.message, instructions: wire.message.instructions.map((ix) => ({ ...ix, stackHeight: options.topLevelStackHeight ?? null })) }
    : (answer.transaction as { message: JsonMessage }).message;
  const version = answer.version ?? wire?.version;
  const { loadedAddresses, innerInstructions, ...meta } = answer.meta;
  const keys = buildAccountKeys(message, loadedAddresses ?? { writable: [], readonly: [] });
  const unmodelled: string[] = [];
  const parsedMessage: Record<string, unknown> = {
    accountKeys: keys,
    ...(version === 0 ? { addressTableLookups: message.addressTableLookups ?? [] } : {}),
    instructions: message.instructions.map((ix) => convertInstruction(ix, keys, unmodelled)),
    recentBlockhash: message.recentBlockhash,
  };
  const inner = (innerInstructions ?? []).map((g) => ({ index: g.index, instructions: g.instructions.map((ix) => convertInstruction(ix, keys, unmodelled)) }));
  const transaction = { ...answer, meta: { ...meta, innerInstructions: inner }, transaction: { message: parsedMessage, signatures } };
  return { transaction, unmodelled };
}

/** The jsonParsed `result` a node answers for this recorded json/base64 answer; throws if any instruction is unmodelled. */
export function toJsonParsed(raw: unknown, options: { topLevelStackHeight?: number | null } = {}): Record<string, unknown> {
  const { transaction, unmodelled } = convertToJsonParsed(raw, options);
  if (unmodelled.length > 0) throw new Error(`instructions a node parses but the converter does not model: ${unmodelled.join("; ")}`);
  return transaction;
}
