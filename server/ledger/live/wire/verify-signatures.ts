// Ed25519 verification of every required signature over the signed message
// bytes, through OpenSSL (node:crypto): the i-th signature must be by the
// i-th account key, as the runtime's sigverify stage checks.
import { createPublicKey, verify } from "node:crypto";
import { addressBytes } from "@/server/ledger/crypto/pda";
import type { DecodedTransaction } from "@/server/ledger/live/wire/decode-transaction";

/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

export function verifySignature(address: string, message: Uint8Array, signature: Uint8Array): boolean {
  if (signature.length !== 64) return false;
  try {
    const key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, addressBytes(address)]), format: "der", type: "spki" });
    return verify(null, message, key, signature);
  } catch {
    // a key that is not a valid curve point cannot have signed anything.
    return false;
  }
}

export function verifyTransactionSignatures(tx: DecodedTransaction): boolean {
  return tx.signatureBytes.every((signature, i) => verifySignature(tx.keys[i].pubkey, tx.messageBytes, signature));
}
