// Little-endian reader over an instruction's data, as bincode and borsh lay
// it out. Every read past the end throws: the node's parsers then fall back to
// the raw instruction, and so does the converter.
import bs58 from "bs58";

export class ByteReader {
  private offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  private take(n: number): Uint8Array {
    if (this.offset + n > this.bytes.length) throw new Error("instruction data too short");
    const out = this.bytes.subarray(this.offset, this.offset + n);
    this.offset += n;
    return out;
  }

  u8(): number {
    return this.take(1)[0];
  }

  u16(): number {
    const b = this.take(2);
    return b[0] | (b[1] << 8);
  }

  u32(): number {
    const b = this.take(4);
    return (b[0] | (b[1] << 8) | (b[2] << 16)) + b[3] * 0x1000000;
  }

  u64(): bigint {
    const b = this.take(8);
    let v = 0n;
    for (let i = 7; i >= 0; i--) v = (v << 8n) | BigInt(b[i]);
    return v;
  }

  pubkey(): string {
    return bs58.encode(this.take(32));
  }

  /** spl-token's COption<Pubkey> in instruction data: one tag byte, then the key if the tag is 1. */
  optionPubkey(): string | null {
    const tag = this.u8();
    if (tag === 0) return null;
    if (tag === 1) return this.pubkey();
    throw new Error("invalid option tag");
  }

  /** bincode String: u64 length, then UTF-8 bytes. */
  bincodeString(): string {
    const len = Number(this.u64());
    return new TextDecoder("utf-8", { fatal: true }).decode(this.take(len));
  }

  rest(): Uint8Array {
    return this.take(this.remaining);
  }
}

/** The JSON number the node writes for a u64 it serialises as a number (lamports, space). */
export function u64Number(v: bigint): number {
  return Number(v);
}
