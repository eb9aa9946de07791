// getAccountInfo, getMultipleAccounts, getBalance.
import { z } from "zod";
import { checkMinContextSlot, withContext, type RpcMethod } from "@/server/ledger/rpc/context";
import { commitmentSchema, dataSliceSchema, encodingSchema, paramsArray, parseConfig, parsePubkey } from "@/server/ledger/rpc/params";
import { renderAccount, type AccountEncoding } from "@/server/ledger/rpc/render-account";
import { invalidParams } from "@/server/ledger/rpc/rpc-error";

const accountConfig = z.object({
  commitment: commitmentSchema,
  encoding: encodingSchema,
  dataSlice: dataSliceSchema,
  minContextSlot: z.number().int().optional(),
});

export const getAccountInfo: RpcMethod = (world, params) => {
  const [key, rawConfig] = paramsArray(params);
  const address = parsePubkey(key);
  const config = parseConfig(accountConfig, rawConfig);
  checkMinContextSlot(world, config);
  const account = world.getAccount(address);
  const value = account ? renderAccount(world, account, (config.encoding ?? "binary") as AccountEncoding, config.dataSlice) : null;
  return withContext(world, value, config);
};

export const getMultipleAccounts: RpcMethod = (world, params) => {
  const [keys, rawConfig] = paramsArray(params);
  if (!Array.isArray(keys)) throw invalidParams("Invalid params: expected an array of pubkeys");
  if (keys.length > 100) throw invalidParams("Too many inputs provided; max 100");
  const addresses = keys.map(parsePubkey);
  const config = parseConfig(accountConfig, rawConfig);
  checkMinContextSlot(world, config);
  const encoding = (config.encoding ?? "base64") as AccountEncoding;
  return withContext(
    world,
    addresses.map((a) => {
      const account = world.getAccount(a);
      return account ? renderAccount(world, account, encoding, config.dataSlice) : null;
    }),
    config,
  );
};

export const getBalance: RpcMethod = (world, params) => {
  const [key, rawConfig] = paramsArray(params);
  const address = parsePubkey(key);
  const config = parseConfig(z.object({ commitment: commitmentSchema, minContextSlot: z.number().int().optional() }), rawConfig);
  checkMinContextSlot(world, config);
  return withContext(world, Number(world.lamportsOf(address)), config);
};
