// Binary layout of a mint account, byte-exact with @solana/spl-token:
// 82-byte base (COption<Pubkey> = u32 tag + 32 bytes); Token-2022 mints with
// extensions pad to 165 bytes, then the account-type byte (1 = mint), then
// TLV entries (u16 type, u16 length, value).
import { PROGRAMS } from "@/server/ledger/constants";
import { bytes, type ByteWriter } from "@/server/ledger/world/ix/bytes";
import type { MintExtensionState, MintState } from "@/server/ledger/world/types";

const EXTENSION_TYPE: Record<MintExtensionState["type"], number> = {
  transferFeeConfig: 1,
  mintCloseAuthority: 3,
  defaultAccountState: 6,
  nonTransferable: 9,
  permanentDelegate: 12,
  transferHook: 14,
  metadataPointer: 18,
  tokenMetadata: 19,
};

function cOption(w: ByteWriter, key: string | null): ByteWriter {
  return key ? w.u32(1).pubkey(key) : w.u32(0).raw(Buffer.alloc(32));
}

function extensionValue(ext: MintExtensionState): Buffer {
  const w = bytes();
  switch (ext.type) {
    case "transferFeeConfig":
      return w
        .pubkeyOrZero(ext.configAuthority)
        .pubkeyOrZero(ext.withdrawAuthority)
        .u64(ext.withheldAmount)
        .u64(ext.olderFee.epoch).u64(ext.olderFee.maximumFee).u16(ext.olderFee.basisPoints)
        .u64(ext.newerFee.epoch).u64(ext.newerFee.maximumFee).u16(ext.newerFee.basisPoints)
        .build();
    case "mintCloseAuthority":
      return w.pubkeyOrZero(ext.authority).build();
    case "defaultAccountState":
      return w.u8(ext.state === "frozen" ? 2 : 1).build();
    case "nonTransferable":
      return w.build();
    case "permanentDelegate":
      return w.pubkeyOrZero(ext.delegate).build();
    case "transferHook":
      return w.pubkeyOrZero(ext.authority).pubkeyOrZero(ext.programId).build();
    case "metadataPointer":
      return w.pubkeyOrZero(ext.authority).pubkeyOrZero(ext.metadataAddress).build();
    case "tokenMetadata":
      // additional_metadata: empty Vec<(String, String)> (u32 length 0).
      return w.pubkeyOrZero(ext.updateAuthority).raw(Buffer.alloc(32)).string(ext.name).string(ext.symbol).string(ext.uri).u32(0).build();
  }
}

/** tokenMetadata's `mint` field is the mint itself; patched in by encodeMint. */
export function encodeMint(address: string, mint: MintState): Buffer {
  const base = cOption(bytes(), mint.mintAuthority).u64(mint.supply).u8(mint.decimals).bool(true);
  cOption(base, mint.freezeAuthority);
  const head = base.build();
  if (mint.programId !== PROGRAMS.token2022 || mint.extensions.length === 0) return head;
  const w = bytes().raw(head).raw(Buffer.alloc(165 - 82)).u8(1);
  for (const ext of mint.extensions) {
    const value = extensionValue(ext);
    if (ext.type === "tokenMetadata") bytes().pubkey(address).build().copy(value, 32);
    w.u16(EXTENSION_TYPE[ext.type]).u16(value.length).raw(value);
  }
  return w.build();
}
