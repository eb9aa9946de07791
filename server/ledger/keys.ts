// Deterministic identities. A scenario names its wallets; the keypair of a name
// is Keypair.fromSeed(sha256("cabal-ledger:" + scenarioId + ":" + name)), so a
// test can rebuild any address (and sign with it) from the scenario id alone.
// Signatures and blockhashes are hashes of content: stable across builds.
import { createHash, createPrivateKey } from "node:crypto";
import { Keypair } from "@solana/web3.js";
import bs58 from "bs58";

const addressCache = new Map<string, string>();

function seedFor(scenarioId: string, name: string): Buffer {
  return createHash("sha256").update(`cabal-ledger:${scenarioId}:${name}`).digest();
}

export function deriveKeypair(scenarioId: string, name: string): Keypair {
  return Keypair.fromSeed(seedFor(scenarioId, name));
}

/**
 * The public key of a seed through OpenSSL (a JWK import computes it from `d`),
 * ~6x faster than web3.js's pure-JS ed25519; checked once against
 * Keypair.fromSeed, with web3.js as the fallback.
 */
function publicKeyOf(seed: Buffer): Uint8Array {
  if (nativeOk !== false) {
    try {
      const jwk = createPrivateKey({ key: { kty: "OKP", crv: "Ed25519", d: seed.toString("base64url"), x: "" }, format: "jwk" }).export({ format: "jwk" });
      const native = Buffer.from(jwk.x ?? "", "base64url");
      if (nativeOk === undefined) nativeOk = native.equals(Keypair.fromSeed(seed).publicKey.toBuffer());
      if (nativeOk) return native;
    } catch {
      nativeOk = false;
    }
  }
  return Keypair.fromSeed(seed).publicKey.toBytes();
}

let nativeOk: boolean | undefined;

/** Base58 address of a named wallet (on the ed25519 curve, like every real wallet). */
export function deriveAddress(scenarioId: string, name: string): string {
  const key = `${scenarioId}:${name}`;
  let address = addressCache.get(key);
  if (!address) {
    address = bs58.encode(publicKeyOf(seedFor(scenarioId, name)));
    addressCache.set(key, address);
  }
  return address;
}

/** A 64-byte transaction signature: sha512 of what makes the transaction unique. */
export function deriveSignature(content: string): string {
  return bs58.encode(createHash("sha512").update(content).digest());
}

const blockhashes = new Map<number, string>();

export function deriveBlockhash(slot: number): string {
  let hash = blockhashes.get(slot);
  if (!hash) {
    hash = bs58.encode(createHash("sha256").update(`cabal-ledger:blockhash:${slot}`).digest());
    blockhashes.set(slot, hash);
  }
  return hash;
}

export function deriveHash(label: string): string {
  return bs58.encode(createHash("sha256").update(`cabal-ledger:${label}`).digest());
}
