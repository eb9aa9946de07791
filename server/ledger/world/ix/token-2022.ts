// Token-2022 mint-extension initialisation instructions, jsonParsed like the node.
import { PROGRAMS } from "@/server/ledger/constants";
import type { InstructionRecord } from "@/server/ledger/world/types";
import { bytes } from "@/server/ledger/world/ix/bytes";

const T22 = PROGRAMS.token2022;

function ix(accounts: string[], data: Buffer, type: string, info: Record<string, unknown>, stackHeight: number | null): InstructionRecord {
  return { programId: T22, accounts, data, parsed: { program: "spl-token", type, info }, stackHeight };
}

function optionKey(w: ReturnType<typeof bytes>, key: string | null) {
  return key ? w.u8(1).pubkey(key) : w.u8(0);
}

export function initializeTransferFeeConfigIx(
  mint: string,
  configAuthority: string | null,
  withdrawAuthority: string | null,
  basisPoints: number,
  maximumFee: bigint,
  h: number | null = null,
) {
  const data = optionKey(optionKey(bytes().u8(26).u8(0), configAuthority), withdrawAuthority).u16(basisPoints).u64(maximumFee).build();
  const info = {
    maximumFee: Number(maximumFee),
    mint,
    transferFeeBasisPoints: basisPoints,
    transferFeeConfigAuthority: configAuthority,
    withdrawWithheldAuthority: withdrawAuthority,
  };
  return ix([mint], data, "initializeTransferFeeConfig", info, h);
}

export function initializeTransferHookIx(mint: string, authority: string | null, programId: string | null, h: number | null = null) {
  const data = bytes().u8(36).u8(0).pubkeyOrZero(authority).pubkeyOrZero(programId).build();
  return ix([mint], data, "initializeTransferHook", { authority, mint, programId }, h);
}

export function initializePermanentDelegateIx(mint: string, delegate: string, h: number | null = null) {
  return ix([mint], bytes().u8(35).pubkey(delegate).build(), "initializePermanentDelegate", { delegate, mint }, h);
}

export function initializeDefaultAccountStateIx(mint: string, state: "initialized" | "frozen", h: number | null = null) {
  const code = state === "frozen" ? 2 : 1;
  return ix([mint], bytes().u8(28).u8(0).u8(code).build(), "initializeDefaultAccountState", { accountState: state, mint }, h);
}

export function initializeMetadataPointerIx(mint: string, authority: string | null, metadataAddress: string | null, h: number | null = null) {
  const data = bytes().u8(39).u8(0).pubkeyOrZero(authority).pubkeyOrZero(metadataAddress).build();
  return ix([mint], data, "initializeMetadataPointer", { authority, metadataAddress, mint }, h);
}

export function initializeTokenMetadataIx(
  mint: string,
  updateAuthority: string,
  mintAuthority: string,
  meta: { name: string; symbol: string; uri: string },
  h: number | null = null,
) {
  // spl-token-metadata-interface "initialize_account" discriminator.
  const data = bytes().hex("d2e11ea258b84d8d").string(meta.name).string(meta.symbol).string(meta.uri).build();
  const info = { metadata: mint, mint, mintAuthority, name: meta.name, symbol: meta.symbol, updateAuthority, uri: meta.uri };
  return ix([mint, updateAuthority, mint, mintAuthority], data, "initializeTokenMetadata", info, h);
}
