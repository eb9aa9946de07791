// getProgramAccounts with memcmp / dataSize filters. Token-program queries
// filtered by mint (offset 0) or owner (offset 32) use the world's indexes,
// as a node's account-secondary-indexes would; anything else scans the
// accounts the program owns.
import bs58 from "bs58";
import { z } from "zod";
import { PROGRAMS } from "@/server/ledger/constants";
import { encodeAccountData } from "@/server/ledger/world/layouts/encode-account";
import type { World } from "@/server/ledger/world/world";
import { withContext, type RpcMethod } from "@/server/ledger/rpc/context";
import { commitmentSchema, dataSliceSchema, encodingSchema, paramsArray, parseConfig, parsePubkey } from "@/server/ledger/rpc/params";
import { renderAccount, type AccountEncoding } from "@/server/ledger/rpc/render-account";
import { invalidParams } from "@/server/ledger/rpc/rpc-error";

const filterSchema = z.union([
  z.object({ dataSize: z.number().int().min(0) }),
  z.object({ memcmp: z.object({ offset: z.number().int().min(0), bytes: z.string(), encoding: z.enum(["base58", "base64"]).optional() }) }),
]);

const configSchema = z
  .object({
    commitment: commitmentSchema,
    encoding: encodingSchema,
    dataSlice: dataSliceSchema,
    filters: z.array(filterSchema).max(4).optional(),
    withContext: z.boolean().optional(),
    minContextSlot: z.number().int().optional(),
  })
  .optional();

type Filter = z.infer<typeof filterSchema>;

function memcmpBytes(f: Extract<Filter, { memcmp: unknown }>): Buffer {
  if (f.memcmp.encoding === "base64") return Buffer.from(f.memcmp.bytes, "base64");
  try {
    return Buffer.from(bs58.decode(f.memcmp.bytes));
  } catch {
    throw invalidParams("Invalid params: invalid base58 in memcmp bytes");
  }
}

function candidates(world: World, programId: string, filters: Filter[]): string[] {
  if (programId === PROGRAMS.token || programId === PROGRAMS.token2022) {
    for (const f of filters) {
      if (!("memcmp" in f)) continue;
      const bytes = memcmpBytes(f);
      if (bytes.length !== 32 || (f.memcmp.offset !== 0 && f.memcmp.offset !== 32)) continue;
      const key = bs58.encode(bytes);
      const index = f.memcmp.offset === 0 ? world.tokenAccountsByMint : world.tokenAccountsByOwner;
      return [...(index.get(key) ?? [])];
    }
  }
  const out: string[] = [];
  for (const account of world.accounts.values()) if (account.owner === programId) out.push(account.address);
  return out;
}

function passes(data: Buffer, filters: Filter[]): boolean {
  return filters.every((f) => {
    if ("dataSize" in f) return data.length === f.dataSize;
    const bytes = memcmpBytes(f);
    const start = f.memcmp.offset;
    return start + bytes.length <= data.length && data.subarray(start, start + bytes.length).equals(bytes);
  });
}

export const getProgramAccounts: RpcMethod = (world, params) => {
  const [key, rawConfig] = paramsArray(params);
  const programId = parsePubkey(key);
  const config = parseConfig(configSchema, rawConfig) ?? {};
  const filters = config.filters ?? [];
  const encoding = (config.encoding ?? "binary") as AccountEncoding;
  const value = candidates(world, programId, filters)
    .sort()
    .map((address) => world.getAccount(address)!)
    .filter((account) => account.owner === programId && passes(encodeAccountData(world, account), filters))
    .map((account) => ({ account: renderAccount(world, account, encoding, config.dataSlice), pubkey: account.address }));
  return config.withContext ? withContext(world, value, config) : value;
};
