// System program instructions as the node parses them for jsonParsed
// (solana-transaction-status parse_system.rs): bincode u32 tag, info keys and
// the minimum account counts of each instruction.
import { ByteReader, u64Number } from "@/server/chain/testing/json-parsed/byte-reader";
import { requireAccounts, type ParsedInfo } from "@/server/chain/testing/json-parsed/parsed-instruction";

export function parseSystemInstruction(data: Uint8Array, a: string[]): ParsedInfo {
  const r = new ByteReader(data);
  const tag = r.u32();
  switch (tag) {
    case 0: {
      const lamports = u64Number(r.u64());
      const space = u64Number(r.u64());
      const owner = r.pubkey();
      requireAccounts(a, 2);
      return { type: "createAccount", info: { source: a[0], newAccount: a[1], lamports, space, owner } };
    }
    case 1: {
      const owner = r.pubkey();
      requireAccounts(a, 1);
      return { type: "assign", info: { account: a[0], owner } };
    }
    case 2: {
      const lamports = u64Number(r.u64());
      requireAccounts(a, 2);
      return { type: "transfer", info: { source: a[0], destination: a[1], lamports } };
    }
    case 3: {
      const base = r.pubkey();
      const seed = r.bincodeString();
      const lamports = u64Number(r.u64());
      const space = u64Number(r.u64());
      const owner = r.pubkey();
      requireAccounts(a, 2);
      return { type: "createAccountWithSeed", info: { source: a[0], newAccount: a[1], base, seed, lamports, space, owner } };
    }
    case 4:
      requireAccounts(a, 3);
      return { type: "advanceNonce", info: { nonceAccount: a[0], recentBlockhashesSysvar: a[1], nonceAuthority: a[2] } };
    case 5: {
      const lamports = u64Number(r.u64());
      requireAccounts(a, 5);
      return {
        type: "withdrawFromNonce",
        info: { nonceAccount: a[0], destination: a[1], recentBlockhashesSysvar: a[2], rentSysvar: a[3], nonceAuthority: a[4], lamports },
      };
    }
    case 6: {
      const nonceAuthority = r.pubkey();
      requireAccounts(a, 3);
      return { type: "initializeNonce", info: { nonceAccount: a[0], recentBlockhashesSysvar: a[1], rentSysvar: a[2], nonceAuthority } };
    }
    case 7: {
      const newAuthorized = r.pubkey();
      requireAccounts(a, 2);
      return { type: "authorizeNonce", info: { nonceAccount: a[0], nonceAuthority: a[1], newAuthorized } };
    }
    case 8: {
      const space = u64Number(r.u64());
      requireAccounts(a, 1);
      return { type: "allocate", info: { account: a[0], space } };
    }
    case 9: {
      const base = r.pubkey();
      const seed = r.bincodeString();
      const space = u64Number(r.u64());
      const owner = r.pubkey();
      requireAccounts(a, 1);
      return { type: "allocateWithSeed", info: { account: a[0], base, seed, space, owner } };
    }
    case 10: {
      const base = r.pubkey();
      const seed = r.bincodeString();
      const owner = r.pubkey();
      requireAccounts(a, 1);
      return { type: "assignWithSeed", info: { account: a[0], base, seed, owner } };
    }
    case 11: {
      const lamports = u64Number(r.u64());
      const sourceSeed = r.bincodeString();
      const sourceOwner = r.pubkey();
      requireAccounts(a, 3);
      return { type: "transferWithSeed", info: { source: a[0], sourceBase: a[1], destination: a[2], lamports, sourceSeed, sourceOwner } };
    }
    case 12:
      requireAccounts(a, 1);
      return { type: "upgradeNonce", info: { nonceAccount: a[0] } };
    default:
      throw new Error(`unknown system instruction ${tag}`);
  }
}
