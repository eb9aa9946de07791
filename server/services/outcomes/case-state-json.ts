// A case's running state (server/engine/outcomes CaseState) as stored in
// outcome_cases.state: JSON with the bigint amounts as decimal strings. A row
// without a state (its first reading) starts from the first report.
import { startCaseState, type BaselineReport } from "@/server/engine/outcomes/case-state";
import type { CaseState } from "@/server/engine/outcomes/types";

export function serializeCaseState(state: CaseState): unknown {
  return {
    ...state,
    supply: state.supply === null ? null : state.supply.toString(),
    owners: state.owners.map((o) => ({ ...o, heldAtScan: o.heldAtScan.toString(), sold: o.sold.toString() })),
  };
}

export function parseCaseState(stored: unknown, report: unknown): CaseState {
  if (!stored || typeof stored !== "object" || (stored as { version?: unknown }).version !== 1) return startCaseState(report as BaselineReport);
  const raw = stored as Omit<CaseState, "supply" | "owners"> & { supply: string | null; owners: (Omit<CaseState["owners"][number], "heldAtScan" | "sold"> & { heldAtScan: string; sold: string })[] };
  return {
    ...raw,
    supply: raw.supply === null ? null : BigInt(raw.supply),
    owners: raw.owners.map((o) => ({ ...o, heldAtScan: BigInt(o.heldAtScan), sold: BigInt(o.sold) })),
  };
}
