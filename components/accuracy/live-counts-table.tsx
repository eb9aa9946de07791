import type { LiveOutcomes } from "@/server/contracts/outcomes";
import { formatShare } from "@/components/accuracy/format-share";

type Counts = LiveOutcomes["by_recommendation"][number]["at_24h"];
export interface CountsRow {
  key: string;
  label: string;
  at_24h: Counts;
  at_7d: Counts;
}

const LABELS = ["rugged", "dumped", "abandoned", "alive"] as const;

/** Cases reaching each label at +24 h and +7 d, one row per recommendation or flag; scrolls sideways on a
 * phone, as a focusable region so the keyboard can too. A rug rate below the minimum of cases is a dash. */
export function LiveCountsTable({ id, caption, rows, minCases }: { id: string; caption: string; rows: CountsRow[]; minCases: number }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-panel/80" role="region" aria-labelledby={`${id}-caption`} tabIndex={0} data-testid={id}>
      <table className="w-full min-w-[46rem] border-collapse text-left text-sm">
        <caption id={`${id}-caption`} className="px-4 pt-4 pb-2 text-left text-sm text-slate-300">
          {caption} Rug rate = rugged / cases, shown from {minCases} cases on.
        </caption>
        <thead>
          <tr className="text-xs uppercase tracking-wide text-slate-300">
            <th scope="col" rowSpan={2} className="px-4 py-2 align-bottom font-semibold">
              Case
            </th>
            {["+24 h", "+7 d"].map((at) => (
              <th key={at} scope="colgroup" colSpan={6} className="border-l border-line px-3 py-2 text-center font-semibold">
                {at}
              </th>
            ))}
          </tr>
          <tr className="border-b border-line text-xs uppercase tracking-wide text-slate-300">
            {["24h", "7d"].flatMap((at) =>
              ["Cases", ...LABELS, "Rug rate"].map((h, i) => (
                <th key={`${at}-${h}`} scope="col" className={`px-2 py-2 text-right font-semibold ${i === 0 ? "border-l border-line" : ""}`}>
                  {h}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line/60 last:border-0" data-testid={`${id}-${row.key}`}>
              <th scope="row" className="px-4 py-2.5 font-medium text-slate-100">
                {row.label}
              </th>
              {[row.at_24h, row.at_7d].flatMap((c, k) => [
                <td key={`${k}-cases`} className="border-l border-line px-2 py-2.5 text-right tabular-nums text-slate-100">
                  {c.cases}
                </td>,
                ...LABELS.map((label) => (
                  <td key={`${k}-${label}`} className="px-2 py-2.5 text-right tabular-nums text-slate-100">
                    {c[label]}
                  </td>
                )),
                <td key={`${k}-rate`} className="px-2 py-2.5 text-right font-semibold tabular-nums text-slate-100">
                  {formatShare(c.rug_rate)}
                </td>,
              ])}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
