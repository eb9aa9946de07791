// Outcomes -> per-signal counts, precision, recall and the misses behind them
// (pure). Ordering is fixed (signals in SIGNAL_IDS order, misses by case then
// detail) so the document is byte-identical for the same outcomes.
import type { AccuracySignal } from "@/server/contracts/accuracy";
import { SIGNAL_IDS, type Outcome, type SignalId } from "./types";

export interface SignalDescription {
  name: string;
  question: string;
  unit: string;
}

/** 4 decimal places: enough to show one case in ten thousand, stable across platforms */
export const ratio = (num: number, den: number): number | null => (den === 0 ? null : Math.round((num / den) * 10_000) / 10_000);

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function tallySignals(outcomes: readonly Outcome[], describe: Record<SignalId, SignalDescription>): AccuracySignal[] {
  return SIGNAL_IDS.map((id) => {
    const mine = outcomes.filter((o) => o.signal === id);
    const n = (cell: Outcome["cell"]) => mine.filter((o) => o.cell === cell).length;
    const [tp, fp, fn, tn] = [n("tp"), n("fp"), n("fn"), n("tn")];
    const misses = mine
      .filter((o) => o.cell === "fp" || o.cell === "fn")
      .map((o) => ({ case: o.case, source: o.source, kind: o.cell === "fp" ? ("false_positive" as const) : ("false_negative" as const), detail: o.detail ?? "" }))
      .sort((a, b) => compare(a.case, b.case) || compare(a.kind, b.kind) || compare(a.detail, b.detail));
    return {
      id,
      ...describe[id],
      source: id === "trade_decoding" ? ("real_trades" as const) : ("scenarios" as const),
      cases: new Set(mine.map((o) => o.case)).size,
      tp,
      fp,
      fn,
      tn,
      precision: ratio(tp, tp + fp),
      recall: ratio(tp, tp + fn),
      misses,
    };
  });
}
