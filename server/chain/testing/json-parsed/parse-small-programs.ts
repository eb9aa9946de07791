// Associated Token Account, Memo and Address Lookup Table instructions as the
// node parses them for jsonParsed (parse_associated_token.rs, parse_memo,
// parse_address_lookup_table.rs).
import { ByteReader, u64Number } from "@/server/chain/testing/json-parsed/byte-reader";
import { requireAccounts, type ParsedInfo } from "@/server/chain/testing/json-parsed/parsed-instruction";

/** ATA: empty data is the legacy Create; borsh enum 0/1/2 otherwise, nothing after it. */
export function parseAssociatedTokenInstruction(data: Uint8Array, a: string[]): ParsedInfo {
  if (data.length > 1) throw new Error("trailing ATA instruction data");
  const tag = data.length === 0 ? 0 : data[0];
  if (tag === 0 || tag === 1) {
    requireAccounts(a, 6);
    const info = { source: a[0], account: a[1], wallet: a[2], mint: a[3], systemProgram: a[4], tokenProgram: a[5] };
    return { type: tag === 0 ? "create" : "createIdempotent", info };
  }
  if (tag === 2) {
    requireAccounts(a, 7);
    return {
      type: "recoverNested",
      info: { nestedSource: a[0], nestedMint: a[1], destination: a[2], nestedOwner: a[3], ownerMint: a[4], wallet: a[5], tokenProgram: a[6] },
    };
  }
  throw new Error(`unknown ATA instruction ${tag}`);
}

/** Memo v1 and v3: the text itself is `parsed`; data that is not UTF-8 stays raw. */
export function parseMemoInstruction(data: Uint8Array): ParsedInfo {
  return new TextDecoder("utf-8", { fatal: true }).decode(data);
}

export function parseAddressLookupTableInstruction(data: Uint8Array, a: string[]): ParsedInfo {
  const r = new ByteReader(data);
  const tag = r.u32();
  switch (tag) {
    case 0: {
      const recentSlot = u64Number(r.u64());
      const bumpSeed = r.u8();
      requireAccounts(a, 4);
      return {
        type: "createLookupTable",
        info: { lookupTableAccount: a[0], lookupTableAuthority: a[1], payerAccount: a[2], systemProgram: a[3], recentSlot, bumpSeed },
      };
    }
    case 1:
      requireAccounts(a, 2);
      return { type: "freezeLookupTable", info: { lookupTableAccount: a[0], lookupTableAuthority: a[1] } };
    case 2: {
      const count = Number(r.u64());
      const newAddresses: string[] = [];
      for (let i = 0; i < count; i++) newAddresses.push(r.pubkey());
      requireAccounts(a, 2);
      const payer = a.length >= 4 ? { payerAccount: a[2], systemProgram: a[3] } : {};
      return { type: "extendLookupTable", info: { lookupTableAccount: a[0], lookupTableAuthority: a[1], ...payer, newAddresses } };
    }
    case 3:
      requireAccounts(a, 2);
      return { type: "deactivateLookupTable", info: { lookupTableAccount: a[0], lookupTableAuthority: a[1] } };
    case 4:
      requireAccounts(a, 3);
      return { type: "closeLookupTable", info: { lookupTableAccount: a[0], lookupTableAuthority: a[1], recipient: a[2] } };
    default:
      throw new Error(`unknown lookup table instruction ${tag}`);
  }
}
