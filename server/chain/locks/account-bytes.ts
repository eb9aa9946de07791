// Fixed-offset reads of program accounts (Anchor and borsh layouts are packed,
// little-endian). Every reader returns null past the end of the data rather
// than throwing: an account that is shorter than its layout is "odd", and a
// lock read degrades on it instead of failing the scan.
import { createHash } from "node:crypto";
import bs58 from "bs58";

export type Bytes = Buffer;

/** sha256("account:<Name>")[0..8]: the 8 bytes Anchor writes at the start of every account. */
export function anchorDiscriminator(name: string): Buffer {
  return createHash("sha256").update(`account:${name}`).digest().subarray(0, 8);
}

export function hasDiscriminator(data: Bytes, discriminator: Buffer): boolean {
  return data.length >= 8 && data.subarray(0, 8).equals(discriminator);
}

export function readPubkey(data: Bytes, offset: number): string | null {
  return data.length >= offset + 32 ? bs58.encode(data.subarray(offset, offset + 32)) : null;
}

export function readU8(data: Bytes, offset: number): number | null {
  return data.length >= offset + 1 ? data[offset] : null;
}

export function readU16(data: Bytes, offset: number): number | null {
  return data.length >= offset + 2 ? data.readUInt16LE(offset) : null;
}

export function readU64(data: Bytes, offset: number): bigint | null {
  return data.length >= offset + 8 ? data.readBigUInt64LE(offset) : null;
}

/** i64 unix seconds (UNCX, Tribeca) read as a number; negative values are nonsense for a lock and read as null. */
export function readI64Seconds(data: Bytes, offset: number): number | null {
  if (data.length < offset + 8) return null;
  const value = data.readBigInt64LE(offset);
  return value < 0n ? null : toSeconds(value);
}

/** u64 unix seconds as a number; u64::MAX-like sentinels (beyond year 275760) read as null. */
export function readU64Seconds(data: Bytes, offset: number): number | null {
  const value = readU64(data, offset);
  return value === null ? null : toSeconds(value);
}

export function readU128(data: Bytes, offset: number): bigint | null {
  if (data.length < offset + 16) return null;
  return data.readBigUInt64LE(offset) + (data.readBigUInt64LE(offset + 8) << 64n);
}

/** The memcmp filter that matches `address` at `offset` (base58, as every RPC accepts). */
export function memcmp(offset: number, address: string) {
  return { memcmp: { offset, bytes: address } };
}

/** The memcmp filter on an Anchor account's discriminator. */
export function discriminatorFilter(discriminator: Buffer) {
  return { memcmp: { offset: 0, bytes: bs58.encode(discriminator) } };
}

const MAX_SECONDS = 8_640_000_000_000n; // Date's range: a later "time" is a sentinel, not a date

function toSeconds(value: bigint): number | null {
  return value > MAX_SECONDS ? null : Number(value);
}

/** An SPL Token or Token-2022 mint's supply: u64 at 36, after the optional mint authority (both programs share the base layout). */
export function readMintSupply(data: Bytes): bigint | null {
  return data.length >= 82 ? readU64(data, 36) : null;
}
