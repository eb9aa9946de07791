// Token-2022 extension and token-metadata-interface instructions as the node
// parses them (agave parse_token/extension/*.rs, parse_token_metadata.rs):
// the ones met in the corpus (pump.fun's Token-2022 create, a Heaven fee
// harvest). Others throw `unsupported` and the converter reports them. These
// shapes follow the parser source; no recorded jsonParsed answer holds them.
import bs58 from "bs58";
import { ByteReader } from "@/server/chain/testing/json-parsed/byte-reader";
import { requireAccounts, withSigners, type ParsedInfo } from "@/server/chain/testing/json-parsed/parsed-instruction";

/** Token-2022's OptionalNonZeroPubkey: 32 zero bytes mean none. */
function optionalNonZero(r: ByteReader): string | null {
  const key = r.pubkey();
  return bs58.decode(key).every((b) => b === 0) ? null : key;
}

function borshString(r: ByteReader): string {
  const len = r.u32();
  const bytes = new Uint8Array(len);
  for (let i = 0; i < len; i++) bytes[i] = r.u8();
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

/** Token-2022 tags 26 and up; null when not modelled. */
export function parseTokenExtension(tag: number, r: ByteReader, a: string[]): ParsedInfo | null {
  const sub = r.u8();
  if (tag === 26 && sub === 3) {
    const count = r.u8();
    requireAccounts(a, 3 + count);
    const signers = a.length - (3 + count);
    const info = withSigners({ mint: a[0], feeRecipient: a[1] }, a.slice(0, 3 + signers), 2, "withdrawWithheldAuthority", "multisigWithdrawWithheldAuthority");
    return { type: "withdrawWithheldTokensFromAccounts", info: { ...info, sourceAccounts: a.slice(a.length - count) } };
  }
  if (tag === 39 && sub === 0) {
    const authority = optionalNonZero(r);
    const metadataAddress = optionalNonZero(r);
    requireAccounts(a, 1);
    return {
      type: "initializeMetadataPointer",
      info: { mint: a[0], ...(authority ? { authority } : {}), ...(metadataAddress ? { metadataAddress } : {}) },
    };
  }
  return null;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const METADATA_INITIALIZE = "d2e11ea258b84d8d";
const METADATA_UPDATE_AUTHORITY = "d7e4a6e45464567b";

/** spl-token-metadata-interface instructions (8-byte discriminators), which Token-2022 also serves; null when not one. */
export function parseTokenMetadata(data: Uint8Array, a: string[]): ParsedInfo | null {
  const r = new ByteReader(data.subarray(8));
  switch (hex(data.subarray(0, 8))) {
    case METADATA_INITIALIZE: {
      const name = borshString(r);
      const symbol = borshString(r);
      const uri = borshString(r);
      requireAccounts(a, 4);
      return { type: "initializeTokenMetadata", info: { metadata: a[0], updateAuthority: a[1], mint: a[2], mintAuthority: a[3], name, symbol, uri } };
    }
    case METADATA_UPDATE_AUTHORITY: {
      const newAuthority = optionalNonZero(r);
      requireAccounts(a, 2);
      return { type: "updateTokenMetadataUpdateAuthority", info: { metadata: a[0], updateAuthority: a[1], newAuthority } };
    }
    default:
      return null;
  }
}
