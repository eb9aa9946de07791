import { createHash } from "node:crypto";
import { getAssociatedTokenAddressSync, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import { Keypair, PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { deriveAddress, deriveKeypair } from "@/server/ledger/keys";
import { isOnCurve } from "@/server/ledger/crypto/curve25519";
import { associatedTokenAddress, findProgramAddress } from "@/server/ledger/crypto/pda";

describe("isOnCurve", () => {
  it("agrees with web3.js on random 32-byte strings and edge cases", () => {
    const inputs = Array.from({ length: 600 }, (_, i) => createHash("sha256").update(`point-${i}`).digest());
    inputs.push(Buffer.alloc(32), Buffer.alloc(32, 0xff), Buffer.from([1, ...Array(30).fill(0), 0x80]));
    const mismatches = inputs.filter((b) => isOnCurve(b) !== PublicKey.isOnCurve(b));
    expect(mismatches).toEqual([]);
    const onCurve = inputs.filter((b) => isOnCurve(b)).length;
    expect(onCurve).toBeGreaterThan(200);
    expect(onCurve).toBeLessThan(400);
  });
});

describe("program-derived addresses", () => {
  it("match PublicKey.findProgramAddressSync (address and bump)", () => {
    const program = new PublicKey("6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P");
    for (let i = 0; i < 20; i++) {
      const mint = Keypair.fromSeed(createHash("sha256").update(`m${i}`).digest()).publicKey;
      const [expected, bump] = PublicKey.findProgramAddressSync([Buffer.from("bonding-curve"), mint.toBuffer()], program);
      const got = findProgramAddress(["bonding-curve", mint.toBytes()], program.toBase58());
      expect(got).toEqual({ address: expected.toBase58(), bump });
    }
  });

  it("derives the same associated token accounts as @solana/spl-token, for both token programs", () => {
    const owner = deriveKeypair("test", "owner").publicKey;
    const mint = deriveKeypair("test", "mint").publicKey;
    for (const program of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
      expect(associatedTokenAddress(owner.toBase58(), mint.toBase58(), program.toBase58())).toBe(getAssociatedTokenAddressSync(mint, owner, false, program).toBase58());
    }
  });
});

describe("named wallets", () => {
  it("are Keypair.fromSeed(sha256('cabal-ledger:<scenario>:<name>')) and lie on the curve", () => {
    const seed = createHash("sha256").update("cabal-ledger:clean-organic:creator").digest();
    const address = deriveAddress("clean-organic", "creator");
    expect(address).toBe(Keypair.fromSeed(seed).publicKey.toBase58());
    expect(PublicKey.isOnCurve(new PublicKey(address).toBytes())).toBe(true);
    expect(deriveAddress("clean-organic", "creator-2")).not.toBe(address);
  });
});
