// Metaplex Token Metadata: CreateMetadataAccountV3 (unparsed by the node) and
// the Metadata account layout (key 4, authority, mint, padded name/symbol/uri).
import { PROGRAMS } from "@/server/ledger/constants";
import type { InstructionRecord } from "@/server/ledger/world/types";
import { bytes } from "@/server/ledger/world/ix/bytes";

export const METADATA_SPACE = 607;
/** rent for 607 bytes plus the 0.01 SOL creation fee the program keeps. */
export const METADATA_LAMPORTS = 15_115_600n;

export function createMetadataIx(metadata: string, mint: string, authority: string, payer: string, meta: { name: string; symbol: string; uri: string }): InstructionRecord {
  const data = bytes().u8(33).string(meta.name).string(meta.symbol).string(meta.uri).u16(0).u8(0).u8(0).u8(0).bool(false).u8(0).build();
  return {
    programId: PROGRAMS.metaplex,
    accounts: [metadata, mint, authority, payer, authority, PROGRAMS.system],
    data,
    stackHeight: 2,
  };
}

function padded(s: string, len: number): Buffer {
  const b = Buffer.alloc(len);
  Buffer.from(s, "utf8").copy(b);
  return b;
}

export function encodeMetadata(mint: string, updateAuthority: string, meta: { name: string; symbol: string; uri: string }): Buffer {
  const body = bytes()
    .u8(4)
    .pubkey(updateAuthority)
    .pubkey(mint)
    .u32(32).raw(padded(meta.name, 32))
    .u32(10).raw(padded(meta.symbol, 10))
    .u32(200).raw(padded(meta.uri, 200))
    .u16(0) // seller fee
    .u8(0) // no creators
    .bool(false) // primary sale
    .bool(false) // is_mutable: pump.fun locks metadata
    .u8(1).u8(255) // edition nonce
    .u8(1).u8(2) // token standard: Fungible
    .build();
  return Buffer.concat([body, Buffer.alloc(METADATA_SPACE - body.length)]);
}
