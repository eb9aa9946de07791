import type { AccuracyDocument } from "@/server/contracts/accuracy";
import { Card, Fact } from "@/components/ui/card";

/** What was scored: the scenarios by id and the real corpus by source, with its provenance. */
export function CorpusPanel({ corpus }: { corpus: AccuracyDocument["corpus"] }) {
  const real = corpus.real_transactions;
  return (
    <Card title="The corpus" subtitle="Every labelled case the repository holds.">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Ledger scenarios" value={corpus.scenarios.count} />
        <Fact label="Real transactions" value={real.count} />
        <Fact label="Labelled trades" value={real.labelled_trades} hint={`${real.non_trade_transactions} transactions hold none`} />
        <Fact label="Hand-checked labels" value={real.hand_checked} />
      </dl>
      <details className="mt-4 text-sm text-slate-300">
        <summary className="cursor-pointer font-medium text-slate-200">Scenario ids</summary>
        <p className="mt-2 font-mono text-xs leading-relaxed break-words">{corpus.scenarios.ids.join(", ")}</p>
      </details>
      <div className="mt-4 overflow-x-auto" role="region" aria-labelledby="accuracy-sources-caption" tabIndex={0}>
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption id="accuracy-sources-caption" className="pb-2 text-left text-slate-300">
            Where the real transactions come from (public repositories&apos; recorded mainnet answers)
          </caption>
          <thead>
            <tr className="border-b border-line text-xs uppercase tracking-wide text-slate-300">
              <th scope="col" className="py-2 pr-3 font-semibold">Repository</th>
              <th scope="col" className="px-3 py-2 font-semibold">Commit</th>
              <th scope="col" className="px-3 py-2 font-semibold">Licence</th>
              <th scope="col" className="py-2 pl-3 text-right font-semibold">Transactions</th>
            </tr>
          </thead>
          <tbody>
            {real.sources.map((s) => (
              <tr key={s.key} className="border-b border-line/60 last:border-0">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-100">
                  {s.repository}
                </th>
                <td className="px-3 py-2 font-mono text-xs break-all text-slate-300">{s.commit}</td>
                <td className="px-3 py-2 text-slate-300">{s.licence}</td>
                <td className="py-2 pl-3 text-right tabular-nums text-slate-100">{s.transactions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
