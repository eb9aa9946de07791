import type { AccuracySignal } from "@/server/contracts/accuracy";
import { explorerTx } from "@/components/explorer";
import { shortCase } from "@/components/accuracy/format-share";

const KIND = { false_positive: "False positive", false_negative: "False negative" } as const;

/** The cases behind every miss, signal by signal; a signal without one says so. */
export function MissesList({ signals }: { signals: AccuracySignal[] }) {
  return (
    <div className="space-y-4">
      {signals.map((s) => (
        <section key={s.id} aria-labelledby={`misses-${s.id}`} className="rounded-2xl border border-line bg-panel/80 p-5">
          <h3 id={`misses-${s.id}`} className="text-base font-semibold text-slate-100">
            {s.name}: {s.misses.length === 0 ? "no miss" : `${s.misses.length} ${s.misses.length === 1 ? "miss" : "misses"}`}
          </h3>
          <p className="mt-0.5 text-sm text-slate-300">{s.question}</p>
          <p className="mt-1 mb-3 text-xs text-slate-300">One count: {s.unit}.</p>
          {s.misses.length === 0 ? (
            <p className="text-sm text-slate-300">No miss on the {s.cases} cases scored.</p>
          ) : (
            <ul className="space-y-2">
              {s.misses.map((m, i) => (
                <li key={`${m.case}-${m.kind}-${i}`} className="rounded-xl border border-line/60 bg-black/20 px-3 py-2 text-sm">
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <span className={m.kind === "false_positive" ? "font-semibold text-amber-300" : "font-semibold text-rose-300"}>{KIND[m.kind]}</span>
                    {m.source === "real_trade" ? (
                      <a href={explorerTx(m.case)} title={m.case} className="font-mono text-sky-300 underline underline-offset-2 hover:text-sky-200" rel="noreferrer" target="_blank">
                        {shortCase(m.case)}
                        <span className="sr-only"> (transaction, opens Solscan in a new tab)</span>
                      </a>
                    ) : (
                      <span className="font-mono text-slate-200">scenario {m.case}</span>
                    )}
                  </p>
                  <p className="mt-0.5 break-words text-slate-300">{m.detail}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
