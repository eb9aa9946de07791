// Deterministic identities. A scenario names its wallets; the keypair of a name
// is Keypair.fromSeed(sha256("cabal-ledger:" + scenarioId + ":" + name)), so a
// test can rebuild any address (and sign with it) from the scenario id alone.
// Signatures and blockhashes are hashes of content: stable across builds.
import { createHash } from "node:crypto";
import { Keypair } from "@solana/web3.js";
import bs58 from "bs58";

const addressCache = new Map<string, string>();

function seedFor(scenarioId: string, name: string): Buffer {
  return createHash("sha256").update(`cabal-ledger:${scenarioId}:${name}`).digest();
}

export function deriveKeypair(scenarioId: string, name: string): Keypair {
  return Keypair.fromSeed(seedFor(scenarioId, name));
}

/** Base58 address of a named wallet (on the ed25519 curve, like every real wallet). */
export function deriveAddress(scenarioId: string, name: string): string {
  const key = `${scenarioId}:${name}`;
  let address = addressCache.get(key);
  if (!address) {
    address = deriveKeypair(scenarioId, name).publicKey.toBase58();
    addressCache.set(key, address);
  }
  return address;
}

/** A 64-byte transaction signature: sha512 of what makes the transaction unique. */
export function deriveSignature(content: string): string {
  return bs58.encode(createHash("sha512").update(content).digest());
}

export function deriveBlockhash(slot: number): string {
  return bs58.encode(createHash("sha256").update(`cabal-ledger:blockhash:${slot}`).digest());
}

export function deriveHash(label: string): string {
  return bs58.encode(createHash("sha256").update(`cabal-ledger:${label}`).digest());
}
