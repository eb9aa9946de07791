// Parameter validation for RPC methods (zod: the request body is untrusted).
// Messages follow the node's ("Invalid param: WrongSize" for a bad pubkey).
import bs58 from "bs58";
import { z } from "zod";
import { invalidParam, invalidParams } from "@/server/ledger/rpc/rpc-error";

/** A base58 string of `bytes` bytes; the node answers WrongSize only for pubkeys. */
function parseBase58(value: unknown, bytes: number, wrongSize: string): string {
  if (typeof value !== "string") throw invalidParams("Invalid params: invalid type: expected a string");
  let decoded: Uint8Array;
  try {
    decoded = bs58.decode(value);
  } catch {
    throw invalidParam("Invalid");
  }
  if (decoded.length !== bytes) throw invalidParam(wrongSize);
  return value;
}

export function parsePubkey(value: unknown): string {
  return parseBase58(value, 32, "WrongSize");
}

export function parseSignature(value: unknown): string {
  return parseBase58(value, 64, "Invalid");
}

export function parseConfig<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw invalidParams(`Invalid params: ${issue?.path.join(".") || "config"}: ${issue?.message ?? "invalid"}`);
  }
  return result.data;
}

export function paramsArray(params: unknown): unknown[] {
  if (params === undefined || params === null) return [];
  if (!Array.isArray(params)) throw invalidParams("Invalid params: expected an array");
  return params;
}

export const commitmentSchema = z.enum(["processed", "confirmed", "finalized", "recent", "single", "singleGossip", "root", "max"]).optional();

export const encodingSchema = z.enum(["base58", "base64", "base64+zstd", "jsonParsed", "json", "binary"]).optional();

export const dataSliceSchema = z.object({ offset: z.number().int().min(0), length: z.number().int().min(0) }).optional();
