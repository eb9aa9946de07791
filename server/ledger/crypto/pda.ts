// Program-derived addresses, computed like PublicKey.findProgramAddressSync
// (sha256(seeds || bump || programId || "ProgramDerivedAddress"), first bump
// from 255 down that is off the curve) with native sha256 and memoised: the
// same ATA is asked for many times while a world is built.
import { createHash } from "node:crypto";
import bs58 from "bs58";
import { PROGRAMS } from "@/server/ledger/constants";
import { isOnCurve } from "@/server/ledger/crypto/curve25519";

const MARKER = Buffer.from("ProgramDerivedAddress");
const cache = new Map<string, { address: string; bump: number }>();
const decoded = new Map<string, Buffer>();

export function addressBytes(address: string): Buffer {
  let bytes = decoded.get(address);
  if (!bytes) {
    bytes = Buffer.from(bs58.decode(address));
    if (bytes.length !== 32) throw new Error(`not a 32-byte address: ${address}`);
    decoded.set(address, bytes);
  }
  return bytes;
}

export type Seed = string | Uint8Array;

function seedBytes(seed: Seed): Buffer {
  return typeof seed === "string" ? Buffer.from(seed, "utf8") : Buffer.from(seed);
}

export function findProgramAddress(seeds: Seed[], programId: string): { address: string; bump: number } {
  const parts = seeds.map(seedBytes);
  const key = `${programId}|${parts.map((p) => p.toString("hex")).join("|")}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const program = addressBytes(programId);
  for (let bump = 255; bump >= 0; bump--) {
    const hash = createHash("sha256");
    for (const part of parts) hash.update(part);
    hash.update(Uint8Array.of(bump)).update(program).update(MARKER);
    const digest = hash.digest();
    if (!isOnCurve(digest)) {
      const found = { address: bs58.encode(digest), bump };
      cache.set(key, found);
      return found;
    }
  }
  throw new Error("no viable bump seed");
}

export function pda(seeds: Seed[], programId: string): string {
  return findProgramAddress(seeds, programId).address;
}

const atas = new Map<string, string>();

/** The associated token account of (owner, mint) under the given token program. */
export function associatedTokenAddress(owner: string, mint: string, tokenProgram: string): string {
  const key = `${owner}|${mint}|${tokenProgram}`;
  let ata = atas.get(key);
  if (!ata) {
    ata = pda([addressBytes(owner), addressBytes(tokenProgram), addressBytes(mint)], PROGRAMS.associatedToken);
    atas.set(key, ata);
  }
  return ata;
}
