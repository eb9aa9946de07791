import type { AccuracySignal } from "@/server/contracts/accuracy";
import { formatShare } from "@/components/accuracy/format-share";

/** One signal's counts by sub-population (trade decoding: SOL buys, sells, stablecoin-quoted ...). */
export function BreakdownTable({ signal }: { signal: AccuracySignal }) {
  if (!signal.breakdown?.length) return null;
  const captionId = `breakdown-${signal.id}`;
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-panel/80" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption id={captionId} className="px-4 pt-4 pb-2 text-left text-sm text-slate-300">
          {signal.name}, by kind of case
        </caption>
        <thead>
          <tr className="border-b border-line text-xs uppercase tracking-wide text-slate-300">
            <th scope="col" className="px-4 py-2 font-semibold">Kind</th>
            {["TP", "FP", "FN", "TN", "Precision", "Recall"].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-right font-semibold last:pr-4">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {signal.breakdown.map((b) => (
            <tr key={b.group} className="border-b border-line/60 last:border-0">
              <th scope="row" className="px-4 py-2 font-medium text-slate-100">
                {b.group}
              </th>
              {[b.tp, b.fp, b.fn, b.tn].map((v, i) => (
                <td key={i} className="px-3 py-2 text-right tabular-nums text-slate-100">
                  {v}
                </td>
              ))}
              <td className="px-3 py-2 text-right tabular-nums text-slate-100">{formatShare(b.precision)}</td>
              <td className="px-3 py-2 pr-4 text-right tabular-nums text-slate-100">{formatShare(b.recall)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
