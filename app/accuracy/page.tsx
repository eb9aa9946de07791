import type { Metadata } from "next";
import { AccuracyView } from "@/components/accuracy/accuracy-view";
import { LiveOutcomesView } from "@/components/accuracy/live-outcomes-view";
import { getApp } from "@/server/app/current-app";
import { getAccuracyDocument } from "@/server/services/outcomes/accuracy/get-accuracy";

export const metadata: Metadata = { title: "Published accuracy", description: "How often each Cabal Hunter signal is right, on every labelled case the project holds, and what happened after the scans." };

// the live outcomes change with every checkpoint labelled
export const dynamic = "force-dynamic";

export default async function AccuracyPage() {
  // the app's outcome service: the page's one reach into the composition root (issue 32 hands it in)
  const live = await (await getApp().outcomes()).liveFigures();
  return (
    <div className="space-y-10 pt-2 sm:pt-6">
      <div className="mx-auto max-w-3xl space-y-3 text-center">
        <h1 className="text-3xl font-black tracking-tight text-white sm:text-4xl">Published accuracy</h1>
        <p className="text-slate-300">
          Two things, kept apart. What happened after this deployment&apos;s own scans: every scanned mint re-read at fixed checkpoints and labelled rugged, dumped, abandoned or alive. And every labelled case the project holds, scanned and scored by{" "}
          <code className="font-mono text-slate-200">npm run accuracy</code> on the commit this site runs: the planted ledger scenarios and the labelled real mainnet transactions, each miss listed with the case behind it. Both are at{" "}
          <a href="/api/accuracy" className="text-sky-300 underline underline-offset-2 hover:text-sky-200">
            /api/accuracy
          </a>
          .
        </p>
      </div>
      <LiveOutcomesView live={live} />
      <section aria-labelledby="scenario-suite" className="space-y-4">
        <h2 id="scenario-suite" className="text-2xl font-black tracking-tight text-white">
          The scenario suite and the labelled corpus
        </h2>
        <AccuracyView doc={getAccuracyDocument()} />
      </section>
    </div>
  );
}
