// A sendTransaction / simulateTransaction payload to a checked transaction:
// size limits, base58/base64, deserialization (web3.js handles legacy and v0),
// then the node's sanitize rules. Every problem is the node's -32602 with its
// wording. Address lookup tables do not exist in this ledger: a v0 message that
// uses one fails like a lookup of a missing table does on mainnet.
import { VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { invalidParams } from "@/server/ledger/rpc/rpc-error";
import type { AccountKeyRecord } from "@/server/ledger/world/types";
import { RESERVED_ACCOUNT_KEYS } from "@/server/ledger/live/wire/reserved-keys";

/** Largest transaction a packet carries, and its base58 / base64 lengths. */
export const PACKET_DATA_SIZE = 1232;
const MAX_ENCODED: Record<WireEncoding, number> = { base58: 1683, base64: 1644 };
const TYPE_NAME = "solana_transaction::versioned::VersionedTransaction";

export type WireEncoding = "base58" | "base64";

export interface WireInstruction {
  programId: string;
  accounts: string[];
  data: Buffer;
}

export interface DecodedTransaction {
  /** the first signature, base58: the transaction id. */
  signature: string;
  signatures: string[];
  signatureBytes: Uint8Array[];
  /** the exact signed bytes. */
  messageBytes: Buffer;
  version: 0 | "legacy";
  keys: AccountKeyRecord[];
  recentBlockhash: string;
  instructions: WireInstruction[];
}

function decodeText(text: string, encoding: WireEncoding): Buffer {
  if (text.length > MAX_ENCODED[encoding]) {
    throw invalidParams(`${encoding} encoded ${TYPE_NAME} too large: ${text.length} bytes (max: encoded/raw ${MAX_ENCODED[encoding]}/${PACKET_DATA_SIZE})`);
  }
  if (encoding === "base64") {
    const bad = text.search(/[^A-Za-z0-9+/=]/);
    if (bad >= 0 || text.length % 4 !== 0) throw invalidParams(`invalid base64 encoding: InvalidByte(${Math.max(bad, 0)}, ${text.charCodeAt(Math.max(bad, 0)) || 0})`);
    return Buffer.from(text, "base64");
  }
  try {
    return Buffer.from(bs58.decode(text));
  } catch (error) {
    throw invalidParams(`invalid base58 encoding: ${(error as Error).message}`);
  }
}

const sanitizeFailure = (what = "Transaction failed to sanitize accounts offsets correctly") => invalidParams(`invalid transaction: ${what}`);

function compactU16Size(bytes: Buffer): { value: number; size: number } {
  let value = 0;
  for (let i = 0; i < 3 && i < bytes.length; i++) {
    value |= (bytes[i] & 0x7f) << (7 * i);
    if ((bytes[i] & 0x80) === 0) return { value, size: i + 1 };
  }
  throw invalidParams(`failed to deserialize ${TYPE_NAME}: io error: failed to fill whole buffer`);
}

function deserialize(bytes: Buffer): VersionedTransaction {
  if (bytes.length > PACKET_DATA_SIZE) throw invalidParams(`decoded ${TYPE_NAME} too large: ${bytes.length} bytes (max: ${PACKET_DATA_SIZE} bytes)`);
  try {
    return VersionedTransaction.deserialize(bytes);
  } catch (error) {
    throw invalidParams(`failed to deserialize ${TYPE_NAME}: ${(error as Error).message || "io error: failed to fill whole buffer"}`);
  }
}

/** The node's sanitize rules; lookup tables and duplicate keys are reported as the node does. */
function sanitize(tx: VersionedTransaction): void {
  const message = tx.message;
  const h = message.header;
  const keyCount = message.staticAccountKeys.length;
  // no table exists here; checked first since instructions may index the keys a table would load.
  if (message.addressTableLookups.length > 0) throw sanitizeFailure("Transaction loads an address table account that doesn't exist");
  if (h.numRequiredSignatures < 1 || h.numRequiredSignatures !== tx.signatures.length) throw sanitizeFailure();
  if (h.numReadonlySignedAccounts >= h.numRequiredSignatures || h.numRequiredSignatures + h.numReadonlyUnsignedAccounts > keyCount) throw sanitizeFailure();
  for (const ix of message.compiledInstructions) {
    if (ix.programIdIndex === 0 || ix.programIdIndex >= keyCount || ix.accountKeyIndexes.some((i) => i >= keyCount)) throw sanitizeFailure();
  }
  if (new Set(message.staticAccountKeys.map((k) => k.toBase58())).size !== keyCount) throw sanitizeFailure("Account loaded twice");
}

export function decodeTransaction(text: string, encoding: WireEncoding): DecodedTransaction {
  const bytes = decodeText(text, encoding);
  const tx = deserialize(bytes);
  sanitize(tx);
  const message = tx.message;
  const keys = message.staticAccountKeys.map((k) => k.toBase58());
  const invoked = new Set(message.compiledInstructions.map((ix) => ix.programIdIndex));
  const { value: sigCount, size } = compactU16Size(bytes);
  const start = size + 64 * sigCount;
  return {
    signature: bs58.encode(tx.signatures[0]),
    signatures: tx.signatures.map((s) => bs58.encode(s)),
    signatureBytes: tx.signatures,
    messageBytes: bytes.subarray(start, start + message.serialize().length),
    version: message.version === "legacy" ? "legacy" : 0,
    // the node demotes invoked programs and reserved accounts (sysvars, builtins) to read-only.
    keys: keys.map((pubkey, i) => ({
      pubkey,
      signer: message.isAccountSigner(i),
      writable: message.isAccountWritable(i) && !invoked.has(i) && !RESERVED_ACCOUNT_KEYS.has(pubkey),
    })),
    recentBlockhash: message.recentBlockhash,
    instructions: message.compiledInstructions.map((ix) => ({
      programId: keys[ix.programIdIndex],
      accounts: ix.accountKeyIndexes.map((i) => keys[i]),
      data: Buffer.from(ix.data),
    })),
  };
}
