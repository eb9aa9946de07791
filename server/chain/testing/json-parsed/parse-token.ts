// SPL Token and Token-2022 instructions as the node parses them for
// jsonParsed (solana-transaction-status parse_token.rs, which reads both
// programs with spl-token-2022's unpacker). Token-2022 extension instructions
// (tag 26 and up, except the few below) are not modelled: they throw
// `unsupported`, and the converter reports them instead of guessing.
import { ByteReader } from "@/server/chain/testing/json-parsed/byte-reader";
import { requireAccounts, withSigners, type ParsedInfo } from "@/server/chain/testing/json-parsed/parsed-instruction";
import { AUTHORITY_TYPES, EXTENSION_TYPES, ownedFieldFor } from "@/server/chain/testing/json-parsed/token-names";
import { toUiTokenAmount } from "@/server/chain/testing/json-parsed/ui-token-amount";
import { parseTokenSimple } from "@/server/chain/testing/json-parsed/parse-token-simple";
import { parseTokenExtension, parseTokenMetadata } from "@/server/chain/testing/json-parsed/parse-token-extensions";

/** Thrown for an instruction the node parses but the converter does not model (recognised by `code`). */
export class UnsupportedInstructionError extends Error {
  readonly code = "unsupported";
}

function checkedAmount(r: ByteReader) {
  const amount = r.u64();
  const decimals = r.u8();
  return toUiTokenAmount(amount, decimals);
}

function parseChecked(tag: number, r: ByteReader, a: string[]): ParsedInfo {
  switch (tag) {
    case 12: {
      const tokenAmount = checkedAmount(r);
      requireAccounts(a, 4);
      return { type: "transferChecked", info: withSigners({ source: a[0], mint: a[1], destination: a[2], tokenAmount }, a, 3, "authority", "multisigAuthority") };
    }
    case 13: {
      const tokenAmount = checkedAmount(r);
      requireAccounts(a, 4);
      return { type: "approveChecked", info: withSigners({ source: a[0], mint: a[1], delegate: a[2], tokenAmount }, a, 3, "owner", "multisigOwner") };
    }
    case 14: {
      const tokenAmount = checkedAmount(r);
      requireAccounts(a, 3);
      return { type: "mintToChecked", info: withSigners({ mint: a[0], account: a[1], tokenAmount }, a, 2, "mintAuthority", "multisigMintAuthority") };
    }
    default: {
      const tokenAmount = checkedAmount(r);
      requireAccounts(a, 3);
      return { type: "burnChecked", info: withSigners({ account: a[0], mint: a[1], tokenAmount }, a, 2, "authority", "multisigAuthority") };
    }
  }
}

function parseSetAuthority(r: ByteReader, a: string[]): ParsedInfo {
  const authorityType = AUTHORITY_TYPES[r.u8()];
  if (!authorityType) throw new Error("unknown authority type");
  const newAuthority = r.optionPubkey();
  requireAccounts(a, 2);
  const info = { [ownedFieldFor(authorityType)]: a[0], authorityType, newAuthority };
  return { type: "setAuthority", info: withSigners(info, a, 1, "authority", "multisigAuthority") };
}

function parseAccountDataSize(r: ByteReader, a: string[]): ParsedInfo {
  const rest = r.rest();
  if (rest.length % 2 !== 0) throw new Error("odd extension list");
  const extensionTypes: string[] = [];
  for (let i = 0; i < rest.length; i += 2) {
    const name = EXTENSION_TYPES[rest[i] | (rest[i + 1] << 8)];
    if (!name) throw new Error("unknown extension type");
    extensionTypes.push(name);
  }
  requireAccounts(a, 1);
  return { type: "getAccountDataSize", info: extensionTypes.length > 0 ? { mint: a[0], extensionTypes } : { mint: a[0] } };
}

export function parseTokenInstruction(data: Uint8Array, a: string[]): ParsedInfo {
  const metadata = data.length >= 8 ? parseTokenMetadata(data, a) : null;
  if (metadata) return metadata;
  const r = new ByteReader(data);
  const tag = r.u8();
  if (tag >= 12 && tag <= 15) return parseChecked(tag, r, a);
  if (tag === 6) return parseSetAuthority(r, a);
  if (tag === 21) return parseAccountDataSize(r, a);
  const simple = parseTokenSimple(tag, r, a);
  if (simple) return simple;
  const extension = tag >= 26 ? parseTokenExtension(tag, r, a) : null;
  if (extension) return extension;
  throw new UnsupportedInstructionError(`token instruction ${tag} is not modelled`);
}
