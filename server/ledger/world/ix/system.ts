// System program instructions with the node's jsonParsed form.
import { PROGRAMS } from "@/server/ledger/constants";
import type { InstructionRecord } from "@/server/ledger/world/types";
import { bytes } from "@/server/ledger/world/ix/bytes";

const SYSTEM = PROGRAMS.system;

export function transferIx(source: string, destination: string, lamports: bigint, stackHeight: number | null = null): InstructionRecord {
  return {
    programId: SYSTEM,
    accounts: [source, destination],
    data: bytes().u32(2).u64(lamports).build(),
    parsed: { program: "system", type: "transfer", info: { destination, lamports: Number(lamports), source } },
    stackHeight,
  };
}

export function createAccountIx(
  source: string,
  newAccount: string,
  lamports: bigint,
  space: number,
  owner: string,
  stackHeight: number | null = null,
): InstructionRecord {
  return {
    programId: SYSTEM,
    accounts: [source, newAccount],
    data: bytes().u32(0).u64(lamports).u64(BigInt(space)).pubkey(owner).build(),
    parsed: { program: "system", type: "createAccount", info: { lamports: Number(lamports), newAccount, owner, source, space } },
    stackHeight,
  };
}

/** createAccountWithSeed with the funder as base (two accounts: the base signs as the funder). */
export function createAccountWithSeedIx(source: string, newAccount: string, seed: string, lamports: bigint, space: number, owner: string, stackHeight: number | null = null): InstructionRecord {
  const seedBytes = Buffer.from(seed, "utf8");
  return {
    programId: SYSTEM,
    accounts: [source, newAccount],
    data: bytes().u32(3).pubkey(source).u64(BigInt(seedBytes.length)).raw(seedBytes).u64(lamports).u64(BigInt(space)).pubkey(owner).build(),
    parsed: { program: "system", type: "createAccountWithSeed", info: { base: source, lamports: Number(lamports), newAccount, owner, seed, source, space } },
    stackHeight,
  };
}

export function allocateIx(account: string, space: number, stackHeight: number): InstructionRecord {
  return {
    programId: SYSTEM,
    accounts: [account],
    data: bytes().u32(8).u64(BigInt(space)).build(),
    parsed: { program: "system", type: "allocate", info: { account, space } },
    stackHeight,
  };
}

export function assignIx(account: string, owner: string, stackHeight: number): InstructionRecord {
  return {
    programId: SYSTEM,
    accounts: [account],
    data: bytes().u32(1).pubkey(owner).build(),
    parsed: { program: "system", type: "assign", info: { account, owner } },
    stackHeight,
  };
}
