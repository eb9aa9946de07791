// A Solana address as a request field: Base58 that decodes to 32 bytes.
import bs58 from "bs58";
import { z } from "zod";

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

export function isSolanaAddress(value: string): boolean {
  if (value.length < 32 || value.length > 44 || !BASE58.test(value)) return false;
  try {
    return bs58.decode(value).length === 32;
  } catch {
    return false;
  }
}

const ADDRESS_MESSAGE = "must be a Base58 Solana address (32 bytes)";

// maxLength and pattern are what /openapi.json shows (lint tools and clients read them); the decode decides
export const solanaAddressSchema = z
  .string({ error: "must be a string" })
  .trim()
  .max(44, { message: ADDRESS_MESSAGE })
  .regex(BASE58, { message: ADDRESS_MESSAGE })
  .refine(isSolanaAddress, { message: ADDRESS_MESSAGE });
