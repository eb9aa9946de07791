// Compute Budget instructions, read before execution like the runtime does:
// they set the compute unit limit and price (the priority fee) and have no
// other effect. Without a limit, each instruction gets 200,000 units (3,000
// for builtins), at most 1.4M in all.
import { BASE_FEE_LAMPORTS, PROGRAMS } from "@/server/ledger/constants";
import type { TransactionError } from "@/server/ledger/world/types";
import type { WireInstruction } from "@/server/ledger/live/wire/decode-transaction";

export const MAX_COMPUTE_UNIT_LIMIT = 1_400_000;
const DEFAULT_INSTRUCTION_LIMIT = 200_000;
const BUILTIN_INSTRUCTION_LIMIT = 3_000;
const BUILTINS = new Set<string>([PROGRAMS.system, PROGRAMS.computeBudget]);
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

export interface ComputeBudget {
  unitLimit: number;
  microLamportsPerCu: bigint;
}

/** Instruction data length of each Compute Budget instruction (tag + borsh fields). */
const LENGTHS: Record<number, number> = { 1: 5, 2: 5, 3: 9, 4: 5 };

export function readComputeBudget(instructions: WireInstruction[]): ComputeBudget | { err: TransactionError } {
  let limit: number | null = null;
  let price: bigint | null = null;
  const seen = new Set<number>();
  for (const [i, ix] of instructions.entries()) {
    if (ix.programId !== PROGRAMS.computeBudget) continue;
    const tag = ix.data[0];
    if (ix.data.length !== LENGTHS[tag]) return { err: { InstructionError: [i, "InvalidInstructionData"] } };
    if (seen.has(tag)) return { err: { DuplicateInstruction: i } };
    seen.add(tag);
    if (tag === 2) limit = ix.data.readUInt32LE(1);
    if (tag === 3) price = ix.data.readBigUInt64LE(1);
  }
  const defaultLimit = instructions.reduce((sum, ix) => sum + (BUILTINS.has(ix.programId) ? BUILTIN_INSTRUCTION_LIMIT : DEFAULT_INSTRUCTION_LIMIT), 0);
  return { unitLimit: Math.min(limit ?? defaultLimit, MAX_COMPUTE_UNIT_LIMIT), microLamportsPerCu: price ?? 0n };
}

/** 5,000 lamports per signature plus ceil(price x limit / 10^6) of priority fee. */
export function transactionFee(signatureCount: number, budget: ComputeBudget): bigint {
  const priority = (budget.microLamportsPerCu * BigInt(budget.unitLimit) + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
  return BASE_FEE_LAMPORTS * BigInt(signatureCount) + priority;
}
