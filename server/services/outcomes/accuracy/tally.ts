// Outcomes -> per-signal counts, precision, recall and the misses behind them
// (pure). Ordering is fixed (signals in SIGNAL_IDS order, misses by case then
// detail) so the document is byte-identical for the same outcomes.
import type { AccuracyBreakdown, AccuracySignal } from "@/server/contracts/accuracy";
import { SIGNAL_IDS, type Outcome, type SignalId } from "@/server/services/outcomes/accuracy/types";

export interface SignalDescription {
  name: string;
  question: string;
  unit: string;
}

/** 4 decimal places: enough to show one case in ten thousand, stable across platforms */
export const ratio = (num: number, den: number): number | null => (den === 0 ? null : Math.round((num / den) * 10_000) / 10_000);

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function countCells(outcomes: readonly Outcome[]) {
  const n = (cell: Outcome["cell"]) => outcomes.filter((o) => o.cell === cell).length;
  const [tp, fp, fn, tn] = [n("tp"), n("fp"), n("fn"), n("tn")];
  return { tp, fp, fn, tn, precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn) };
}

/**
 * A signal whose outcomes carry groups is broken down by every group of
 * `groupOrder` (an empty one shows its zeros: "no false trade" is a finding),
 * then any unlisted group by name.
 */
function breakdownOf(mine: readonly Outcome[], groupOrder: readonly string[]): AccuracyBreakdown[] | undefined {
  const seen = new Set(mine.flatMap((o) => (o.group ? [o.group] : [])));
  if (seen.size === 0) return undefined;
  const groups = [...new Set([...groupOrder, ...seen])];
  const rank = (g: string) => (groupOrder.includes(g) ? groupOrder.indexOf(g) : groupOrder.length);
  groups.sort((a, b) => rank(a) - rank(b) || compare(a, b));
  return groups.map((group) => ({ group, ...countCells(mine.filter((o) => o.group === group)) }));
}

export function tallySignals(outcomes: readonly Outcome[], describe: Record<SignalId, SignalDescription>, groupOrder: readonly string[] = []): AccuracySignal[] {
  return SIGNAL_IDS.map((id) => {
    const mine = outcomes.filter((o) => o.signal === id);
    const { tp, fp, fn, tn, precision, recall } = countCells(mine);
    const breakdown = breakdownOf(mine, groupOrder);
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
      precision,
      recall,
      ...(breakdown ? { breakdown } : {}),
      misses,
    };
  });
}
