// Little-endian byte building for instruction data and account layouts.
import { addressBytes } from "@/server/ledger/crypto/pda";

export class ByteWriter {
  private readonly parts: Buffer[] = [];

  u8(v: number): this {
    this.parts.push(Buffer.of(v & 0xff));
    return this;
  }

  u16(v: number): this {
    const b = Buffer.alloc(2);
    b.writeUInt16LE(v);
    this.parts.push(b);
    return this;
  }

  u32(v: number): this {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v);
    this.parts.push(b);
    return this;
  }

  u64(v: bigint): this {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt.asUintN(64, v));
    this.parts.push(b);
    return this;
  }

  u128(v: bigint): this {
    return this.u64(BigInt.asUintN(64, v)).u64(BigInt.asUintN(64, v >> 64n));
  }

  zeros(n: number): this {
    return this.raw(Buffer.alloc(n));
  }

  i64(v: bigint): this {
    const b = Buffer.alloc(8);
    b.writeBigInt64LE(v);
    this.parts.push(b);
    return this;
  }

  bool(v: boolean): this {
    return this.u8(v ? 1 : 0);
  }

  pubkey(address: string): this {
    this.parts.push(addressBytes(address));
    return this;
  }

  /** 32 zero bytes for a null key (COption fields write the tag separately). */
  pubkeyOrZero(address: string | null): this {
    return address ? this.pubkey(address) : this.raw(Buffer.alloc(32));
  }

  /** borsh string: u32 length + utf8. */
  string(s: string): this {
    const bytes = Buffer.from(s, "utf8");
    return this.u32(bytes.length).raw(bytes);
  }

  raw(bytes: Uint8Array): this {
    this.parts.push(Buffer.from(bytes));
    return this;
  }

  hex(h: string): this {
    return this.raw(Buffer.from(h, "hex"));
  }

  build(): Buffer {
    return Buffer.concat(this.parts);
  }
}

export function bytes(): ByteWriter {
  return new ByteWriter();
}
