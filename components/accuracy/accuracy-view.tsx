import type { AccuracyDocument } from "@/server/contracts/accuracy";
import { Card } from "@/components/ui/card";
import { BreakdownTable } from "@/components/accuracy/breakdown-table";
import { CorpusPanel } from "@/components/accuracy/corpus-panel";
import { MissesList } from "@/components/accuracy/misses-list";
import { SignalsTable } from "@/components/accuracy/signals-table";

/** The published accuracy document, in reading order: figures, method, corpus, limits, then every miss. */
export function AccuracyView({ doc }: { doc: AccuracyDocument }) {
  return (
    <div className="space-y-8" data-testid="accuracy">
      <section aria-labelledby="accuracy-figures" className="space-y-3">
        <h2 id="accuracy-figures" className="text-xl font-bold text-white">
          Figures per signal
        </h2>
        <SignalsTable signals={doc.signals} />
        {doc.signals.map((s) => (
          <BreakdownTable key={s.id} signal={s} />
        ))}
      </section>
      <div className="grid gap-5 lg:grid-cols-2">
        <Card title="Method" subtitle="How the figures are made.">
          <ol className="list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-300">
            {doc.method.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </Card>
        <Card title="Limits" subtitle="What these figures do not show.">
          <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-300">
            {doc.limits.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Card>
      </div>
      <CorpusPanel corpus={doc.corpus} />
      <section aria-labelledby="accuracy-misses" className="space-y-3">
        <h2 id="accuracy-misses" className="text-xl font-bold text-white">
          Every miss, and the case behind it
        </h2>
        <MissesList signals={doc.signals} />
      </section>
    </div>
  );
}
