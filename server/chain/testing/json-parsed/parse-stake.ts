// Stake program instructions as the node parses them for jsonParsed
// (solana-transaction-status parse_stake.rs): the types met in the corpus
// (initialize, authorize, delegate, split, withdraw, deactivate, merge).
// Others throw `unsupported`:
// the converter reports them instead of guessing a shape.
import { ByteReader } from "@/server/chain/testing/json-parsed/byte-reader";
import { requireAccounts, type ParsedInfo } from "@/server/chain/testing/json-parsed/parsed-instruction";
import { UnsupportedInstructionError } from "@/server/chain/testing/json-parsed/parse-token";

function i64(r: ByteReader): number {
  const v = r.u64();
  return Number(v >= 1n << 63n ? v - (1n << 64n) : v);
}

/** StakeAuthorize as serde writes the enum: its variant name. */
const STAKE_AUTHORIZE = ["Staker", "Withdrawer"];

export function parseStakeInstruction(data: Uint8Array, a: string[]): ParsedInfo {
  const r = new ByteReader(data);
  const tag = r.u32();
  switch (tag) {
    case 0: {
      const authorized = { staker: r.pubkey(), withdrawer: r.pubkey() };
      const lockup = { unixTimestamp: i64(r), epoch: Number(r.u64()), custodian: r.pubkey() };
      requireAccounts(a, 2);
      return { type: "initialize", info: { stakeAccount: a[0], rentSysvar: a[1], authorized, lockup } };
    }
    case 1: {
      const newAuthority = r.pubkey();
      const authorityType = STAKE_AUTHORIZE[r.u32()];
      if (!authorityType) throw new Error("invalid stake authorize type");
      requireAccounts(a, 3);
      const info: Record<string, unknown> = { stakeAccount: a[0], clockSysvar: a[1], authority: a[2], newAuthority, authorityType };
      if (a.length >= 4) info.custodian = a[3];
      return { type: "authorize", info };
    }
    case 2:
      requireAccounts(a, 6);
      return {
        type: "delegate",
        info: { stakeAccount: a[0], voteAccount: a[1], clockSysvar: a[2], stakeHistorySysvar: a[3], stakeConfigAccount: a[4], stakeAuthority: a[5] },
      };
    case 3: {
      const lamports = Number(r.u64());
      requireAccounts(a, 3);
      return { type: "split", info: { stakeAccount: a[0], newSplitAccount: a[1], stakeAuthority: a[2], lamports } };
    }
    case 4: {
      const lamports = Number(r.u64());
      requireAccounts(a, 5);
      const info: Record<string, unknown> = { stakeAccount: a[0], destination: a[1], clockSysvar: a[2], stakeHistorySysvar: a[3], withdrawAuthority: a[4], lamports };
      if (a.length >= 6) info.custodian = a[5];
      return { type: "withdraw", info };
    }
    case 5:
      requireAccounts(a, 3);
      return { type: "deactivate", info: { stakeAccount: a[0], clockSysvar: a[1], stakeAuthority: a[2] } };
    case 7:
      requireAccounts(a, 5);
      return { type: "merge", info: { destination: a[0], source: a[1], clockSysvar: a[2], stakeHistorySysvar: a[3], stakeAuthority: a[4] } };
    default:
      throw new UnsupportedInstructionError(`stake instruction ${tag} is not modelled`);
  }
}
