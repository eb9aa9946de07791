// getTokenSupply, getTokenLargestAccounts, getTokenAccountBalance,
// getTokenAccountsByOwner.
import { z } from "zod";
import { PROGRAMS } from "@/server/ledger/constants";
import { uiTokenAmount } from "@/server/ledger/format";
import { withContext, type RpcMethod } from "@/server/ledger/rpc/context";
import { commitmentSchema, dataSliceSchema, encodingSchema, paramsArray, parseConfig, parsePubkey } from "@/server/ledger/rpc/params";
import { renderAccount, type AccountEncoding } from "@/server/ledger/rpc/render-account";
import { invalidParams, RpcError } from "@/server/ledger/rpc/rpc-error";

const simpleConfig = z.object({ commitment: commitmentSchema }).optional();

function mintOrThrow(world: Parameters<RpcMethod>[0], address: string) {
  const mint = world.getMint(address);
  if (!mint) throw new RpcError(-32602, "Invalid param: not a Token mint");
  return mint;
}

export const getTokenSupply: RpcMethod = (world, params) => {
  const [key, rawConfig] = paramsArray(params);
  const config = parseConfig(simpleConfig, rawConfig) ?? {};
  const mint = mintOrThrow(world, parsePubkey(key));
  return withContext(world, uiTokenAmount(mint.supply, mint.decimals), config);
};

export const getTokenLargestAccounts: RpcMethod = (world, params) => {
  const [key, rawConfig] = paramsArray(params);
  const config = parseConfig(simpleConfig, rawConfig) ?? {};
  const mintAddress = parsePubkey(key);
  const mint = mintOrThrow(world, mintAddress);
  const accounts = [...(world.tokenAccountsByMint.get(mintAddress) ?? [])]
    .map((address) => ({ address, amount: world.getTokenAccount(address)!.amount }))
    .sort((a, b) => (a.amount === b.amount ? (a.address < b.address ? -1 : 1) : a.amount > b.amount ? -1 : 1))
    .slice(0, 20);
  return withContext(world, accounts.map((a) => ({ address: a.address, ...uiTokenAmount(a.amount, mint.decimals) })), config);
};

export const getTokenAccountBalance: RpcMethod = (world, params) => {
  const [key, rawConfig] = paramsArray(params);
  const config = parseConfig(simpleConfig, rawConfig) ?? {};
  const token = world.getTokenAccount(parsePubkey(key));
  if (!token) throw new RpcError(-32602, "Invalid param: could not find account");
  const decimals = world.getMint(token.mint)?.decimals ?? 0;
  return withContext(world, uiTokenAmount(token.amount, decimals), config);
};

const ownerConfig = z
  .object({ commitment: commitmentSchema, encoding: encodingSchema, dataSlice: dataSliceSchema, minContextSlot: z.number().int().optional() })
  .optional();

export const getTokenAccountsByOwner: RpcMethod = (world, params) => {
  const [key, filter, rawConfig] = paramsArray(params);
  const owner = parsePubkey(key);
  const config = parseConfig(ownerConfig, rawConfig) ?? {};
  const f = parseConfig(z.union([z.object({ mint: z.string() }), z.object({ programId: z.string() })]), filter);
  let matches: (address: string) => boolean;
  if ("mint" in f) {
    const mint = parsePubkey(f.mint);
    if (!world.getMint(mint)) throw new RpcError(-32602, "Invalid param: could not find mint");
    matches = (a) => world.getTokenAccount(a)?.mint === mint;
  } else {
    const programId = parsePubkey(f.programId);
    if (programId !== PROGRAMS.token && programId !== PROGRAMS.token2022) throw invalidParams("Invalid param: unrecognized Token program id");
    matches = (a) => world.getTokenAccount(a)?.programId === programId;
  }
  const encoding = (config.encoding ?? "binary") as AccountEncoding;
  const value = [...(world.tokenAccountsByOwner.get(owner) ?? [])]
    .filter(matches)
    .sort()
    .map((pubkey) => ({ account: renderAccount(world, world.getAccount(pubkey)!, encoding, config.dataSlice), pubkey }));
  return withContext(world, value, config);
};
