// Test support: a real jsonParsed getTransaction answer written back in the
// `json` encoding (header from the key flags, instructions as indexes, parsed
// instructions re-encoded, lookup-table keys moved to meta.loadedAddresses).
// Returns null when an instruction uses a type the encoder does not know.
import bs58 from "bs58";
import { encodeParsedInstruction } from "@/server/chain/testing/json-parsed/encode-parsed-instruction";

type Key = { pubkey: string; signer: boolean; writable: boolean; source: string };
type Ix = { programId: string; program?: string; parsed?: unknown; accounts?: string[]; data?: string; stackHeight?: number | null };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export function jsonEncodeParsed(parsed: Json): Json | null {
  const keys: Key[] = parsed.transaction.message.accountKeys;
  const statics = keys.filter((k) => k.source === "transaction");
  const index = new Map(keys.map((k, i) => [k.pubkey, i]));
  let unknown = false;
  const compile = (ix: Ix) => {
    let accounts = ix.accounts;
    let data = ix.data;
    if (ix.parsed !== undefined) {
      const p = ix.parsed as { type: string; info: Record<string, unknown> } | string;
      const enc =
        typeof p === "string"
          ? { data: new TextEncoder().encode(p), accounts: [] }
          : encodeParsedInstruction(ix.program ?? "", p.type, p.info);
      if (!enc) {
        unknown = true;
        return null;
      }
      accounts = enc.accounts;
      data = bs58.encode(enc.data);
    }
    return { accounts: (accounts ?? []).map((a) => index.get(a)!), data, programIdIndex: index.get(ix.programId)!, stackHeight: ix.stackHeight ?? null };
  };
  const instructions = parsed.transaction.message.instructions.map(compile);
  const inner = (parsed.meta.innerInstructions ?? []).map((g: { index: number; instructions: Ix[] }) => ({ index: g.index, instructions: g.instructions.map(compile) }));
  if (unknown) return null;
  const signers = statics.filter((k) => k.signer);
  const message: Json = {
    accountKeys: statics.map((k) => k.pubkey),
    header: {
      numRequiredSignatures: signers.length,
      numReadonlySignedAccounts: signers.filter((k) => !k.writable).length,
      numReadonlyUnsignedAccounts: statics.filter((k) => !k.signer && !k.writable).length,
    },
    instructions,
    recentBlockhash: parsed.transaction.message.recentBlockhash,
  };
  if (parsed.transaction.message.addressTableLookups) message.addressTableLookups = parsed.transaction.message.addressTableLookups;
  const lookup = keys.filter((k) => k.source === "lookupTable");
  const loadedAddresses = { writable: lookup.filter((k) => k.writable).map((k) => k.pubkey), readonly: lookup.filter((k) => !k.writable).map((k) => k.pubkey) };
  return { ...parsed, meta: { ...parsed.meta, innerInstructions: inner, loadedAddresses }, transaction: { ...parsed.transaction, message } };
}
