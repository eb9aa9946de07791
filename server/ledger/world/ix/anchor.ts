// Anchor's 8-byte discriminators: sha256("account:<Name>") at the start of an
// account, sha256("global:<snake_name>") at the start of an instruction.
import { createHash } from "node:crypto";

export function anchorAccount(name: string): Buffer {
  return createHash("sha256").update(`account:${name}`).digest().subarray(0, 8);
}

export function anchorIx(name: string): Buffer {
  return createHash("sha256").update(`global:${name}`).digest().subarray(0, 8);
}

/** `bytes` padded with zeros to `size` (an account's reserved space). */
export function padTo(bytes: Buffer, size: number): Buffer {
  if (bytes.length > size) throw new Error(`layout of ${bytes.length} bytes exceeds ${size}`);
  return Buffer.concat([bytes, Buffer.alloc(size - bytes.length)]);
}
