// Syntax of a presented transaction signature, checked before any database or
// RPC call (security-reference §1.5.1): one Base58 value that decodes to
// exactly 64 bytes. Lists, unicode, padding and oversized values are refused.
import bs58 from "bs58";
import { ApiError } from "@/server/http/api-error";

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;
/** A 64-byte value is at most 88 Base58 characters; anything much longer is refused unread. */
const MAX_LENGTH = 100;

export function isTxSignature(value: string): boolean {
  if (value.length > MAX_LENGTH || !BASE58.test(value)) return false;
  try {
    return bs58.decode(value).length === 64;
  } catch {
    return false;
  }
}

/** The signature, or a 400 naming the field; never reaches the RPC when malformed. */
export function parseTxSignature(value: unknown, field: string): string {
  if (typeof value !== "string" || !isTxSignature(value)) {
    throw new ApiError("bad_request", `${field} must be one Base58 transaction signature (64 bytes).`, { details: { field } });
  }
  return value;
}
