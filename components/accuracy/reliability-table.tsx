import type { LiveOutcomes } from "@/server/contracts/outcomes";
import { formatShare } from "@/components/accuracy/format-share";

/** Score bands against the rug rate observed at +24 h, with its 95 % Wilson interval; a dash below the minimum of cases. */
export function ReliabilityTable({ rows, minCases }: { rows: LiveOutcomes["reliability"]; minCases: number }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-panel/80" role="region" aria-labelledby="reliability-caption" tabIndex={0} data-testid="live-reliability">
      <table className="w-full min-w-[30rem] border-collapse text-left text-sm">
        <caption id="reliability-caption" className="px-4 pt-4 pb-2 text-left text-sm text-slate-300">
          cabal_score band against the share of its cases labelled rugged at +24 h, with the 95 % Wilson interval; rates from {minCases} cases on.
        </caption>
        <thead>
          <tr className="border-b border-line text-xs uppercase tracking-wide text-slate-300">
            <th scope="col" className="px-4 py-2 font-semibold">
              Score band
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Cases
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Rugged
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Rug rate
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              95 % interval
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.band} className="border-b border-line/60 last:border-0" data-testid={`live-band-${row.band}`}>
              <th scope="row" className="px-4 py-2.5 font-medium text-slate-100">
                {row.band}
              </th>
              <td className="px-3 py-2.5 text-right tabular-nums text-slate-100">{row.cases}</td>
              <td className="px-3 py-2.5 text-right tabular-nums text-slate-100">{row.rugged}</td>
              <td className="px-3 py-2.5 text-right font-semibold tabular-nums text-slate-100">{formatShare(row.rug_rate)}</td>
              <td className="px-4 py-2.5 text-right tabular-nums text-slate-100">{row.ci_low === null || row.ci_high === null ? "–" : `${formatShare(row.ci_low)} – ${formatShare(row.ci_high)}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
