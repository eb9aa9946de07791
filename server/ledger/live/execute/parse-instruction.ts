// The jsonParsed form of a received instruction, as the node's parsers give
// it: system transfer/createAccount, spl-token transfer/transferChecked,
// spl-associated-token-account create/createIdempotent, spl-memo (a plain
// string). Anything else stays partially decoded ({ accounts, data }).
import bs58 from "bs58";
import { PROGRAMS } from "@/server/ledger/constants";
import { ataCreateIx } from "@/server/ledger/world/ix/ata";
import { transferCheckedIx, transferIx as tokenTransferIx } from "@/server/ledger/world/ix/spl-token";
import { createAccountIx, transferIx as systemTransferIx } from "@/server/ledger/world/ix/system";
import type { ParsedInfo, ParsedText } from "@/server/ledger/world/types";
import type { WireInstruction } from "@/server/ledger/live/wire/decode-transaction";
import { decodeMemo } from "@/server/ledger/live/execute/memo-program";

function parseSystem({ accounts: a, data }: WireInstruction): ParsedInfo | undefined {
  if (data.length < 4 || a.length < 2) return undefined;
  const tag = data.readUInt32LE(0);
  if (tag === 2 && data.length === 12) return systemTransferIx(a[0], a[1], data.readBigUInt64LE(4)).parsed as ParsedInfo;
  if (tag === 0 && data.length === 52) {
    return createAccountIx(a[0], a[1], data.readBigUInt64LE(4), Number(data.readBigUInt64LE(12)), bs58.encode(data.subarray(20, 52))).parsed as ParsedInfo;
  }
  return undefined;
}

function parseToken({ programId, accounts: a, data }: WireInstruction): ParsedInfo | undefined {
  if (data[0] === 3 && data.length === 9 && a.length >= 3) return tokenTransferIx(programId, a[0], a[1], a[2], data.readBigUInt64LE(1)).parsed as ParsedInfo;
  if (data[0] === 12 && data.length === 10 && a.length >= 4) {
    return transferCheckedIx(programId, a[0], a[1], a[2], a[3], data.readBigUInt64LE(1), data[9]).parsed as ParsedInfo;
  }
  return undefined;
}

function parseAta({ accounts: a, data }: WireInstruction): ParsedInfo | undefined {
  if (a.length < 6 || data.length > 1 || (data.length === 1 && data[0] > 1)) return undefined;
  return ataCreateIx(a[0], a[1], a[2], a[3], a[5], data[0] === 1).parsed as ParsedInfo;
}

export function parseInstruction(ix: WireInstruction): ParsedInfo | ParsedText | undefined {
  switch (ix.programId) {
    case PROGRAMS.system:
      return parseSystem(ix);
    case PROGRAMS.token:
    case PROGRAMS.token2022:
      return parseToken(ix);
    case PROGRAMS.associatedToken:
      return parseAta(ix);
    case PROGRAMS.memo:
    case PROGRAMS.memoV1: {
      const memo = decodeMemo(ix.data);
      return "text" in memo ? { program: "spl-memo", text: memo.text } : undefined;
    }
    default:
      return undefined;
  }
}

/** getSignaturesForAddress's memo field: "[len] text" per memo instruction, joined by "; ". */
export function memoSummary(instructions: WireInstruction[]): string | null {
  const memos = instructions
    .filter((ix) => ix.programId === PROGRAMS.memo || ix.programId === PROGRAMS.memoV1)
    .map((ix) => `[${ix.data.length}] ${Buffer.from(ix.data).toString("utf8")}`);
  return memos.length > 0 ? memos.join("; ") : null;
}
