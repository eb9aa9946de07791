// An account as the node encodes it: { data, executable, lamports, owner,
// rentEpoch, space }. jsonParsed falls back to base64 for accounts the node
// cannot parse, like the real one. rentEpoch is u64::MAX (rent-exempt), which
// JSON numbers cannot hold exactly: a sentinel the serializer replaces.
import bs58 from "bs58";
import { PROGRAMS } from "@/server/ledger/constants";
import { encodeAccountData } from "@/server/ledger/world/layouts/encode-account";
import type { Account } from "@/server/ledger/world/types";
import type { World } from "@/server/ledger/world/world";
import { parsedMint, parsedTokenAccount } from "@/server/ledger/rpc/parsed-token";
import { invalidParams, RpcError } from "@/server/ledger/rpc/rpc-error";

export const RENT_EPOCH_SENTINEL = "__ledger_u64_max__";

export type AccountEncoding = "base58" | "base64" | "base64+zstd" | "jsonParsed" | "binary" | "json";

export interface DataSlice {
  offset: number;
  length: number;
}

export interface UiAccount {
  data: unknown;
  executable: boolean;
  lamports: number;
  owner: string;
  rentEpoch: string;
  space: number;
}

function parsedData(world: World, account: Account, bytesLength: number): unknown | null {
  const program = account.owner === PROGRAMS.token2022 ? "spl-token-2022" : account.owner === PROGRAMS.token ? "spl-token" : null;
  if (!program) return null;
  if (account.data.kind === "mint") return { parsed: parsedMint(account.address, account.data.mint), program, space: bytesLength };
  if (account.data.kind === "token") {
    const decimals = world.getMint(account.data.token.mint)?.decimals ?? 0;
    return { parsed: parsedTokenAccount(account.data.token, decimals), program, space: bytesLength };
  }
  return null;
}

export function renderAccount(world: World, account: Account, encoding: AccountEncoding = "binary", slice?: DataSlice): UiAccount {
  const raw = encodeAccountData(world, account);
  const base = { executable: account.executable, lamports: Number(account.lamports), owner: account.owner, rentEpoch: RENT_EPOCH_SENTINEL, space: raw.length };
  if (encoding === "jsonParsed" && !slice) {
    const parsed = parsedData(world, account, raw.length);
    if (parsed) return { data: parsed, ...base };
  }
  const bytes = slice ? raw.subarray(slice.offset, slice.offset + slice.length) : raw;
  if (encoding === "base58" || encoding === "binary") {
    if (bytes.length > 128) throw new RpcError(-32600, "Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.");
    return { data: encoding === "binary" ? bs58.encode(bytes) : [bs58.encode(bytes), "base58"], ...base };
  }
  if (encoding === "base64+zstd") throw invalidParams("Invalid params: base64+zstd is not supported by this node");
  return { data: [bytes.toString("base64"), "base64"], ...base };
}
