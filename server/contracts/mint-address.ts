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

export const solanaAddressSchema = z
  .string({ error: "must be a string" })
  .trim()
  .refine(isSolanaAddress, { message: "must be a Base58 Solana address (32 bytes)" });
