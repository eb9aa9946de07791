import type { AccuracySignal } from "@/server/contracts/accuracy";
import { formatShare } from "@/components/accuracy/format-share";

const SOURCE = { scenarios: "Ledger scenarios", real_trades: "Real mainnet trades" } as const;

/** Every signal's confusion counts; scrolls sideways on a phone, as a focusable region so the keyboard can too. */
export function SignalsTable({ signals }: { signals: AccuracySignal[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-panel/80" role="region" aria-labelledby="accuracy-table-caption" tabIndex={0}>
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
        <caption id="accuracy-table-caption" className="px-4 pt-4 pb-2 text-left text-sm text-slate-300">
          Per signal: true positives (TP), false positives (FP), false negatives (FN), true negatives (TN), precision = TP / (TP + FP), recall = TP / (TP + FN).
        </caption>
        <thead>
          <tr className="border-b border-line text-xs uppercase tracking-wide text-slate-300">
            <th scope="col" className="px-4 py-2 font-semibold">Signal</th>
            <th scope="col" className="px-3 py-2 font-semibold">Cases from</th>
            {["TP", "FP", "FN", "TN"].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-right font-semibold">
                {h}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-semibold">Precision</th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">Recall</th>
          </tr>
        </thead>
        <tbody>
          {signals.map((s) => (
            <tr key={s.id} className="border-b border-line/60 last:border-0" data-testid={`accuracy-row-${s.id}`}>
              <th scope="row" className="px-4 py-2.5 font-medium text-slate-100">
                {s.name}
              </th>
              <td className="px-3 py-2.5 text-slate-300">
                {SOURCE[s.source]} ({s.cases})
              </td>
              <td className="px-3 py-2.5 text-right tabular-nums text-slate-100">{s.tp}</td>
              <td className="px-3 py-2.5 text-right tabular-nums text-slate-100">{s.fp}</td>
              <td className="px-3 py-2.5 text-right tabular-nums text-slate-100">{s.fn}</td>
              <td className="px-3 py-2.5 text-right tabular-nums text-slate-100">{s.tn}</td>
              <td className="px-3 py-2.5 text-right font-semibold tabular-nums text-slate-100">{formatShare(s.precision)}</td>
              <td className="px-4 py-2.5 text-right font-semibold tabular-nums text-slate-100">{formatShare(s.recall)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
