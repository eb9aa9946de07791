// Compute Budget instructions. The node has no jsonParsed parser for them, so
// they render as { accounts: [], data, programId } like in the recorded files.
import { PROGRAMS } from "@/server/ledger/constants";
import type { InstructionRecord } from "@/server/ledger/world/types";
import { bytes } from "@/server/ledger/world/ix/bytes";

export function computeBudgetIxs(limit?: number, microLamports?: number): InstructionRecord[] {
  const out: InstructionRecord[] = [];
  if (limit !== undefined) {
    out.push({ programId: PROGRAMS.computeBudget, accounts: [], data: bytes().u8(2).u32(limit).build(), stackHeight: null });
  }
  if (microLamports !== undefined) {
    out.push({ programId: PROGRAMS.computeBudget, accounts: [], data: bytes().u8(3).u64(BigInt(microLamports)).build(), stackHeight: null });
  }
  return out;
}
