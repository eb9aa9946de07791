// One truth against one report finding, as confusion-matrix cells.
import type { CaseSource, Outcome, SignalId } from "@/server/services/outcomes/accuracy/types";

export interface Judgement {
  /** the truth holds the finding */
  planted: boolean;
  /** the report holds it */
  reported: boolean;
  /** both hold it and they agree on its content */
  exact: boolean;
  detail?: string;
}

export function cellsOf(signal: SignalId, source: CaseSource, id: string, j: Judgement): Outcome[] {
  const at = (cell: Outcome["cell"], detail?: string): Outcome => ({ signal, source, case: id, cell, ...(detail ? { detail } : {}) });
  if (j.planted && j.reported) return j.exact ? [at("tp")] : [at("fn", j.detail), at("fp", j.detail)];
  if (j.planted) return [at("fn", j.detail)];
  if (j.reported) return [at("fp", j.detail)];
  return [at("tn")];
}

export const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** a short address for miss details: 4 + 4 characters */
export const short = (address: string | null | undefined) => (address ? `${address.slice(0, 4)}…${address.slice(-4)}` : "none");
