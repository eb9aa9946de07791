// Log lines the runtime prints around every instruction. Builtin programs
// (System, Compute Budget) print only invoke/success; BPF programs also print
// "consumed X of Y compute units". Nesting follows stackHeight, as on mainnet.
import { PROGRAMS } from "@/server/ledger/constants";
import type { InstructionRecord } from "@/server/ledger/world/types";

const BUILTINS = new Set<string>([PROGRAMS.system, PROGRAMS.computeBudget]);

/** compute units a (non-builtin) program burns, deterministic per program. */
const UNITS: Record<string, number> = {
  [PROGRAMS.token]: 4645,
  [PROGRAMS.token2022]: 6210,
  [PROGRAMS.associatedToken]: 20337,
  [PROGRAMS.metaplex]: 36976,
  [PROGRAMS.pumpfun]: 30418,
  [PROGRAMS.pumpswap]: 41766,
  [PROGRAMS.raydiumV4]: 31452,
  [PROGRAMS.memo]: 6112,
  [PROGRAMS.memoV1]: 3061,
};

export function unitsOf(programId: string): number {
  return BUILTINS.has(programId) ? 150 : (UNITS[programId] ?? 12000);
}

export interface LoggedInstruction {
  ix: InstructionRecord;
  /** lines printed by the program itself ("Program log: Instruction: Buy"). */
  lines: string[];
  /** lines printed after its CPIs returned ("Program data: <event>"). */
  tail?: string[];
}

/** Logs for one top-level instruction and its inner instructions. */
export function buildInstructionLogs(top: LoggedInstruction, inner: LoggedInstruction[], budget: number): string[] {
  const out: string[] = [];
  const open: { programId: string; depth: number; tail: string[] }[] = [];
  const close = (downTo: number) => {
    while (open.length > 0 && open[open.length - 1].depth >= downTo) {
      const frame = open.pop()!;
      out.push(...frame.tail);
      if (!BUILTINS.has(frame.programId)) {
        out.push(`Program ${frame.programId} consumed ${unitsOf(frame.programId)} of ${budget} compute units`);
      }
      out.push(`Program ${frame.programId} success`);
    }
  };
  const enter = (item: LoggedInstruction, depth: number) => {
    close(depth);
    out.push(`Program ${item.ix.programId} invoke [${depth}]`);
    out.push(...item.lines);
    open.push({ programId: item.ix.programId, depth, tail: item.tail ?? [] });
  };
  enter(top, 1);
  for (const item of inner) enter(item, item.ix.stackHeight ?? 2);
  close(1);
  return out;
}

/**
 * Logs of a transaction that failed in top-level instruction `index`; `reason`
 * is the InstructionError's text ("custom program error: 0x1",
 * "missing required signature for instruction").
 */
export function buildFailureLogs(top: LoggedInstruction, errorLines: string[], reason: string, budget: number): string[] {
  const id = top.ix.programId;
  const consumed = BUILTINS.has(id) ? [] : [`Program ${id} consumed ${Math.round(unitsOf(id) / 2)} of ${budget} compute units`];
  return [`Program ${id} invoke [1]`, ...top.lines, ...errorLines, ...consumed, `Program ${id} failed: ${reason}`];
}
