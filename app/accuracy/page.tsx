import type { Metadata } from "next";
import { AccuracyView } from "@/components/accuracy/accuracy-view";
import { getAccuracyDocument } from "@/server/services/analytics/accuracy/get-accuracy";

export const metadata: Metadata = { title: "Published accuracy", description: "How often each Cabal Hunter signal is right, on every labelled case the project holds." };

export default function AccuracyPage() {
  return (
    <div className="space-y-8 pt-2 sm:pt-6">
      <div className="mx-auto max-w-3xl space-y-3 text-center">
        <h1 className="text-3xl font-black tracking-tight text-white sm:text-4xl">Published accuracy</h1>
        <p className="text-slate-300">
          Every labelled case the project holds, scanned and scored by{" "}<code className="font-mono text-slate-200">npm run accuracy</code> on the commit this site runs: the planted ledger scenarios and the labelled real mainnet transactions. Each miss is listed with the case
          behind it. The same document is at{" "}
          <a href="/api/accuracy" className="text-sky-300 underline underline-offset-2 hover:text-sky-200">
            /api/accuracy
          </a>
          .
        </p>
      </div>
      <AccuracyView doc={getAccuracyDocument()} />
    </div>
  );
}
