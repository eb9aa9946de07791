// What the scoring produces: one outcome per case and signal, in the four
// cells of a confusion matrix. A reported finding that names the right thing
// with the wrong content (a cluster with other members, a trade with another
// amount) is both a false negative (the truth was missed) and a false positive
// (what was reported is not true): exact-match scoring, as for extraction.
import { ACCURACY_SIGNAL_IDS } from "@/server/contracts/accuracy";

/** the signals scored, in the published document's order: its contract's list (each wire type once) */
export const SIGNAL_IDS = ACCURACY_SIGNAL_IDS;

export type SignalId = (typeof SIGNAL_IDS)[number];
export type Cell = "tp" | "fp" | "fn" | "tn";
export type CaseSource = "scenario" | "real_trade";

export interface Outcome {
  signal: SignalId;
  source: CaseSource;
  /** scenario id, or the transaction signature */
  case: string;
  cell: Cell;
  /** why, for fp and fn: what was planted or labelled and what was reported */
  detail?: string;
  /** a sub-population the signal is also broken down by (SOL buys, stablecoin-quoted ...) */
  group?: string;
}
