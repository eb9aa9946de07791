"use client";
// Trade analysis of a token on request: cohorts, the largest sells with their
// impact, wash offenders, LP status and exchange funding. Each load is a live
// trace that counts one scan, so nothing loads until the person asks.
import { getCexFunding, getTradeAnalysis } from "@/server/contracts/endpoints/analytics";
import { describeApiError } from "@/components/scan/describe-api-error";
import { useStoredKey } from "@/components/watch/use-stored-key";
import { Card, Notice } from "@/components/ui/card";
import { CohortBars } from "@/components/analytics/cohort-bars";
import { ExchangeFunding } from "@/components/analytics/exchange-funding";
import { LpStatus } from "@/components/analytics/lp-status";
import { SellsChart } from "@/components/analytics/sells-chart";
import { useApiRead, type ApiRead } from "@/components/analytics/use-api-read";
import { WashOffenders } from "@/components/analytics/wash-offenders";

export function TradeAnalysisPanel({ mint }: { mint: string }) {
  const apiKey = useStoredKey();
  const analysis = useApiRead(getTradeAnalysis);
  const funding = useApiRead(getCexFunding);
  const load = () => {
    void analysis.load({ query: { mint }, apiKey });
    void funding.load({ query: { mint }, apiKey });
  };
  const busy = analysis.state.status === "loading" || funding.state.status === "loading";
  return (
    <Card
      title="Trade analysis"
      subtitle="Who bought first, who still holds, who sells, and where the liquidity stands. Reads the whole trade history: counts two scans."
      action={
        <button type="button" onClick={load} disabled={busy} className="rounded-lg border border-line bg-white/5 px-3 py-1.5 text-sm text-slate-100 hover:bg-white/10 disabled:opacity-50">
          {busy ? "Reading the history…" : analysis.state.status === "ok" ? "Reload" : "Analyse trades"}
        </button>
      }
      testId="trade-analysis"
    >
      <Problem state={analysis.state} />
      {analysis.state.status === "ok" && (
        <div className="grid gap-5 lg:grid-cols-2">
          <section aria-labelledby="cohorts-heading">
            <h3 id="cohorts-heading" className="mb-2 text-sm font-semibold text-slate-200">Cohorts</h3>
            <CohortBars cohorts={analysis.state.data.cohorts} />
            {!analysis.state.data.history_complete && <p className="mt-2 text-xs text-amber-200">The history was cut at a cap: figures are a lower bound.</p>}
          </section>
          <section aria-labelledby="sells-heading">
            <h3 id="sells-heading" className="mb-2 text-sm font-semibold text-slate-200">Largest sells and their price impact</h3>
            <SellsChart sells={analysis.state.data.liquidity.sells} />
          </section>
          <section aria-labelledby="wash-heading">
            <h3 id="wash-heading" className="mb-2 text-sm font-semibold text-slate-200">Wash trading</h3>
            <WashOffenders wash={analysis.state.data.wash} />
          </section>
          <section aria-labelledby="lp-heading">
            <h3 id="lp-heading" className="mb-2 text-sm font-semibold text-slate-200">Liquidity</h3>
            <LpStatus liquidity={analysis.state.data.liquidity} />
          </section>
        </div>
      )}
      {funding.state.status === "ok" && (
        <section aria-labelledby="cex-heading" className="mt-5">
          <h3 id="cex-heading" className="mb-2 text-sm font-semibold text-slate-200">Exchange funding</h3>
          <ExchangeFunding funding={funding.state.data} />
        </section>
      )}
    </Card>
  );
}

function Problem<T>({ state }: { state: ApiRead<T> }) {
  if (state.status !== "error") return null;
  const text = describeApiError(state.problem);
  return (
    <Notice tone="error" title={text.title}>
      {text.body}
    </Notice>
  );
}
