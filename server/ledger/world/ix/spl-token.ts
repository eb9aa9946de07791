// SPL Token / Token-2022 instructions with the node's jsonParsed form. Both
// programs render as program "spl-token" inside transactions.
import { uiTokenAmount } from "@/server/ledger/format";
import type { InstructionRecord } from "@/server/ledger/world/types";
import { bytes } from "@/server/ledger/world/ix/bytes";

type Height = number | null;

function tokenIx(programId: string, accounts: string[], data: Buffer, type: string, info: Record<string, unknown>, stackHeight: Height): InstructionRecord {
  return { programId, accounts, data, parsed: { program: "spl-token", type, info }, stackHeight };
}

export function transferIx(programId: string, source: string, destination: string, authority: string, amount: bigint, h: Height = null) {
  return tokenIx(programId, [source, destination, authority], bytes().u8(3).u64(amount).build(), "transfer", { amount: amount.toString(), authority, destination, source }, h);
}

export function transferCheckedIx(
  programId: string,
  source: string,
  mint: string,
  destination: string,
  authority: string,
  amount: bigint,
  decimals: number,
  h: Height = null,
) {
  const info = { authority, destination, mint, source, tokenAmount: uiTokenAmount(amount, decimals) };
  return tokenIx(programId, [source, mint, destination, authority], bytes().u8(12).u64(amount).u8(decimals).build(), "transferChecked", info, h);
}

export function mintToIx(programId: string, mint: string, account: string, authority: string, amount: bigint, h: Height = null) {
  return tokenIx(programId, [mint, account, authority], bytes().u8(7).u64(amount).build(), "mintTo", { account, amount: amount.toString(), mint, mintAuthority: authority }, h);
}

export function burnIx(programId: string, account: string, mint: string, authority: string, amount: bigint, h: Height = null) {
  return tokenIx(programId, [account, mint, authority], bytes().u8(8).u64(amount).build(), "burn", { account, amount: amount.toString(), authority, mint }, h);
}

export function initializeMint2Ix(programId: string, mint: string, decimals: number, mintAuthority: string, freezeAuthority: string | null, h: Height = null) {
  const data = bytes().u8(20).u8(decimals).pubkey(mintAuthority);
  if (freezeAuthority) data.u8(1).pubkey(freezeAuthority);
  else data.u8(0);
  const info: Record<string, unknown> = { decimals, ...(freezeAuthority ? { freezeAuthority } : {}), mint, mintAuthority };
  return tokenIx(programId, [mint], data.build(), "initializeMint2", info, h);
}

export function initializeAccount3Ix(programId: string, account: string, mint: string, owner: string, h: Height = null) {
  return tokenIx(programId, [account, mint], bytes().u8(18).pubkey(owner).build(), "initializeAccount3", { account, mint, owner }, h);
}

export function initializeImmutableOwnerIx(programId: string, account: string, h: Height = null) {
  return tokenIx(programId, [account], bytes().u8(22).build(), "initializeImmutableOwner", { account }, h);
}

export function getAccountDataSizeIx(programId: string, mint: string, extensionTypes: string[], h: Height = null) {
  const data = bytes().u8(21);
  if (extensionTypes.includes("immutableOwner")) data.u16(7);
  return tokenIx(programId, [mint], data.build(), "getAccountDataSize", { extensionTypes, mint }, h);
}

export type AuthorityType = "mintTokens" | "freezeAccount" | "accountOwner" | "closeAccount";
const AUTHORITY_CODES: Record<AuthorityType, number> = { mintTokens: 0, freezeAccount: 1, accountOwner: 2, closeAccount: 3 };

export function setAuthorityIx(programId: string, target: string, authority: string, authorityType: AuthorityType, newAuthority: string | null, h: Height = null) {
  const data = bytes().u8(6).u8(AUTHORITY_CODES[authorityType]);
  if (newAuthority) data.u8(1).pubkey(newAuthority);
  else data.u8(0);
  const targetKey = authorityType === "mintTokens" || authorityType === "freezeAccount" ? "mint" : "account";
  const info = { authority, authorityType, [targetKey]: target, newAuthority };
  return tokenIx(programId, [target, authority], data.build(), "setAuthority", info, h);
}

export function freezeAccountIx(programId: string, account: string, mint: string, freezeAuthority: string, h: Height = null) {
  return tokenIx(programId, [account, mint, freezeAuthority], bytes().u8(10).build(), "freezeAccount", { account, freezeAuthority, mint }, h);
}

export function syncNativeIx(programId: string, account: string, h: Height = null) {
  return tokenIx(programId, [account], bytes().u8(17).build(), "syncNative", { account }, h);
}

export function closeAccountIx(programId: string, account: string, destination: string, owner: string, h: Height = null) {
  return tokenIx(programId, [account, destination, owner], bytes().u8(9).build(), "closeAccount", { account, destination, owner }, h);
}

export function thawAccountIx(programId: string, account: string, mint: string, freezeAuthority: string, h: Height = null) {
  return tokenIx(programId, [account, mint, freezeAuthority], bytes().u8(11).build(), "thawAccount", { account, freezeAuthority, mint }, h);
}
