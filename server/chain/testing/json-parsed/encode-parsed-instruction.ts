// Test support: the inverse of the converter's parsers for the instruction
// types found in the recorded jsonParsed fixtures. It rebuilds the raw data
// and account order of a node-parsed instruction, so a real jsonParsed
// answer can be turned back into the `json` encoding and converted again:
// what comes out must equal what the node answered, field for field.
import bs58 from "bs58";
import { AUTHORITY_TYPES, EXTENSION_TYPES } from "@/server/chain/testing/json-parsed/token-names";

type Info = Record<string, unknown>;
type Encoded = { data: Uint8Array; accounts: string[] };

const u8 = (v: number) => Uint8Array.of(v);
const u32 = (v: number) => Uint8Array.of(v & 255, (v >> 8) & 255, (v >> 16) & 255, (v >>> 24) & 255);
function u64(v: string | number): Uint8Array {
  let n = BigInt(v);
  const out = new Uint8Array(8);
  for (let i = 0; i < 8; i++, n >>= 8n) out[i] = Number(n & 255n);
  return out;
}
const key = (v: unknown) => bs58.decode(String(v));
const str = (v: unknown) => {
  const b = new TextEncoder().encode(String(v));
  return concat(u64(b.length), b);
};
function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
const signerTail = (i: Info, single: string, multi: string) =>
  i[multi] ? [String(i[multi]), ...((i.signers as string[]) ?? [])] : [String(i[single])];
const amountOf = (i: Info) => (i.tokenAmount as { amount: string; decimals: number });

const SYSTEM: Record<string, (i: Info) => Encoded> = {
  transfer: (i) => ({ data: concat(u32(2), u64(i.lamports as number)), accounts: [i.source, i.destination].map(String) }),
  allocate: (i) => ({ data: concat(u32(8), u64(i.space as number)), accounts: [String(i.account)] }),
  assign: (i) => ({ data: concat(u32(1), key(i.owner)), accounts: [String(i.account)] }),
  createAccount: (i) => ({ data: concat(u32(0), u64(i.lamports as number), u64(i.space as number), key(i.owner)), accounts: [i.source, i.newAccount].map(String) }),
  createAccountWithSeed: (i) => ({
    data: concat(u32(3), key(i.base), str(i.seed), u64(i.lamports as number), u64(i.space as number), key(i.owner)),
    accounts: [i.source, i.newAccount].map(String),
  }),
  advanceNonce: (i) => ({ data: u32(4), accounts: [i.nonceAccount, i.recentBlockhashesSysvar, i.nonceAuthority].map(String) }),
};

const TOKEN: Record<string, (i: Info) => Encoded> = {
  transfer: (i) => ({ data: concat(u8(3), u64(i.amount as string)), accounts: [String(i.source), String(i.destination), ...signerTail(i, "authority", "multisigAuthority")] }),
  transferChecked: (i) => ({
    data: concat(u8(12), u64(amountOf(i).amount), u8(amountOf(i).decimals)),
    accounts: [String(i.source), String(i.mint), String(i.destination), ...signerTail(i, "authority", "multisigAuthority")],
  }),
  mintTo: (i) => ({ data: concat(u8(7), u64(i.amount as string)), accounts: [String(i.mint), String(i.account), ...signerTail(i, "mintAuthority", "multisigMintAuthority")] }),
  burn: (i) => ({ data: concat(u8(8), u64(i.amount as string)), accounts: [String(i.account), String(i.mint), ...signerTail(i, "authority", "multisigAuthority")] }),
  closeAccount: (i) => ({ data: u8(9), accounts: [String(i.account), String(i.destination), ...signerTail(i, "owner", "multisigOwner")] }),
  syncNative: (i) => ({ data: u8(17), accounts: [String(i.account)] }),
  initializeImmutableOwner: (i) => ({ data: u8(22), accounts: [String(i.account)] }),
  initializeAccount: (i) => ({ data: u8(1), accounts: [i.account, i.mint, i.owner, i.rentSysvar].map(String) }),
  initializeAccount3: (i) => ({ data: concat(u8(18), key(i.owner)), accounts: [i.account, i.mint].map(String) }),
  getAccountDataSize: (i) => ({
    data: concat(u8(21), ...((i.extensionTypes as string[]) ?? []).map((t) => Uint8Array.of(EXTENSION_TYPES.indexOf(t as never), 0))),
    accounts: [String(i.mint)],
  }),
  initializeMint: (i) => ({
    data: concat(u8(0), u8(i.decimals as number), key(i.mintAuthority), i.freezeAuthority ? concat(u8(1), key(i.freezeAuthority)) : u8(0)),
    accounts: [i.mint, i.rentSysvar].map(String),
  }),
  initializeMint2: (i) => ({
    data: concat(u8(20), u8(i.decimals as number), key(i.mintAuthority), i.freezeAuthority ? concat(u8(1), key(i.freezeAuthority)) : u8(0)),
    accounts: [String(i.mint)],
  }),
  setAuthority: (i) => ({
    data: concat(u8(6), u8(AUTHORITY_TYPES.indexOf(i.authorityType as never)), i.newAuthority ? concat(u8(1), key(i.newAuthority)) : u8(0)),
    accounts: [String(i.mint ?? i.account), ...signerTail(i, "authority", "multisigAuthority")],
  }),
};

const ATA = (tag: number) => (i: Info): Encoded => ({
  data: u8(tag),
  accounts: [i.source, i.account, i.wallet, i.mint, i.systemProgram, i.tokenProgram].map(String),
});

/** Raw data and accounts of a node-parsed instruction, or null for a type this helper does not encode. */
export function encodeParsedInstruction(program: string, type: string, info: Info): Encoded | null {
  if (program === "system") return SYSTEM[type]?.(info) ?? null;
  if (program === "spl-token") return TOKEN[type]?.(info) ?? null;
  if (program === "spl-associated-token-account" && (type === "create" || type === "createIdempotent")) return ATA(type === "create" ? 0 : 1)(info);
  return null;
}
