// Associated Token Account "create" with the CPIs the program makes, as they
// appear in innerInstructions (getAccountDataSize, createAccount,
// initializeImmutableOwner, initializeAccount3).
import { PROGRAMS } from "@/server/ledger/constants";
import type { InstructionRecord } from "@/server/ledger/world/types";
import { bytes } from "@/server/ledger/world/ix/bytes";
import { getAccountDataSizeIx, initializeAccount3Ix, initializeImmutableOwnerIx } from "@/server/ledger/world/ix/spl-token";
import { createAccountIx } from "@/server/ledger/world/ix/system";

export function ataCreateIx(payer: string, ata: string, wallet: string, mint: string, tokenProgram: string, idempotent: boolean, h: number | null = null): InstructionRecord {
  const info = { account: ata, mint, source: payer, systemProgram: PROGRAMS.system, tokenProgram, wallet };
  return {
    programId: PROGRAMS.associatedToken,
    accounts: [payer, ata, wallet, mint, PROGRAMS.system, tokenProgram],
    data: idempotent ? bytes().u8(1).build() : Buffer.alloc(0),
    parsed: { program: "spl-associated-token-account", type: idempotent ? "createIdempotent" : "create", info },
    stackHeight: h,
  };
}

/** The CPIs made by an ATA create running at stack height `h` (its children run at h + 1). */
export function ataCreateInner(payer: string, ata: string, wallet: string, mint: string, tokenProgram: string, space: number, lamports: bigint, h: number): InstructionRecord[] {
  const c = h + 1;
  return [
    getAccountDataSizeIx(tokenProgram, mint, ["immutableOwner"], c),
    createAccountIx(payer, ata, lamports, space, tokenProgram, c),
    initializeImmutableOwnerIx(tokenProgram, ata, c),
    initializeAccount3Ix(tokenProgram, ata, mint, wallet, c),
  ];
}
