// A `base64`-encoded getTransaction answer's transaction: [bytes, "base64"].
// Decodes the wire format (signatures, legacy or v0 message) into the `json`
// encoding's shape, so one converter serves both.
import bs58 from "bs58";

export type CompiledInstruction = { programIdIndex: number; accounts: number[]; data: string; stackHeight?: number | null };
export type JsonMessage = {
  header: { numRequiredSignatures: number; numReadonlySignedAccounts: number; numReadonlyUnsignedAccounts: number };
  accountKeys: string[];
  recentBlockhash: string;
  instructions: CompiledInstruction[];
  addressTableLookups?: { accountKey: string; writableIndexes: number[]; readonlyIndexes: number[] }[];
};

class Cursor {
  at = 0;
  constructor(readonly b: Uint8Array) {}
  byte(): number {
    if (this.at >= this.b.length) throw new Error("wire transaction too short");
    return this.b[this.at++];
  }
  bytes(n: number): Uint8Array {
    if (this.at + n > this.b.length) throw new Error("wire transaction too short");
    const out = this.b.subarray(this.at, this.at + n);
    this.at += n;
    return out;
  }
  /** Solana's compact-u16 (shortvec) length. */
  len(): number {
    let value = 0;
    for (let shift = 0; shift < 21; shift += 7) {
      const b = this.byte();
      value |= (b & 0x7f) << shift;
      if ((b & 0x80) === 0) return value;
    }
    throw new Error("bad compact-u16");
  }
  key(): string {
    return bs58.encode(this.bytes(32));
  }
  list<T>(read: () => T): T[] {
    return Array.from({ length: this.len() }, read);
  }
}

export function decodeWireTransaction(base64: string): { signatures: string[]; message: JsonMessage; version: "legacy" | 0 } {
  const c = new Cursor(Uint8Array.from(Buffer.from(base64, "base64")));
  const signatures = c.list(() => bs58.encode(c.bytes(64)));
  const first = c.byte();
  const versioned = (first & 0x80) !== 0;
  if (versioned && (first & 0x7f) !== 0) throw new Error("unsupported message version");
  const numRequiredSignatures = versioned ? c.byte() : first;
  const header = { numRequiredSignatures, numReadonlySignedAccounts: c.byte(), numReadonlyUnsignedAccounts: c.byte() };
  const accountKeys = c.list(() => c.key());
  const recentBlockhash = c.key();
  const instructions = c.list(() => {
    const programIdIndex = c.byte();
    const accounts = Array.from(c.bytes(c.len()));
    return { programIdIndex, accounts, data: bs58.encode(c.bytes(c.len())) };
  });
  const message: JsonMessage = { header, accountKeys, recentBlockhash, instructions };
  if (versioned) {
    message.addressTableLookups = c.list(() => ({
      accountKey: c.key(),
      writableIndexes: Array.from(c.bytes(c.len())),
      readonlyIndexes: Array.from(c.bytes(c.len())),
    }));
  }
  return { signatures, message, version: versioned ? 0 : "legacy" };
}
