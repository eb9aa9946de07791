import type { ScanReport } from "@/server/engine/report-types";
import { RECOMMENDATION_STYLE } from "./risk-colors";

function pct(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : `${value.toFixed(value < 1 ? 2 : 1)}%`;
}

function usd(value: number | null | undefined): string {
  if (value === null || value === undefined) return "—";
  return value.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
}

export function ReportSummary({ report }: { report: ScanReport }) {
  const style = RECOMMENDATION_STYLE[report.recommendation];
  return (
    <section aria-label="Scan report" className="space-y-5 rounded-2xl border border-line bg-panel p-6">
      <div className="flex flex-wrap items-center gap-6">
        <div className={`flex h-24 w-24 flex-col items-center justify-center rounded-full ring-4 ${style.ring} ${style.bg}`}>
          <span className="text-3xl font-bold" data-testid="cabal-score">
            {report.cabal_score}
          </span>
          <span className="text-[10px] uppercase tracking-wider text-slate-400">cabal score</span>
        </div>
        <div className="space-y-1">
          <p className={`text-2xl font-bold ${style.text}`} data-testid="recommendation">
            {style.label}
          </p>
          <p className="max-w-2xl text-sm text-slate-300">{report.verdict}</p>
          <p className="text-xs text-slate-500">
            {report.source === "pre_indexed" ? "Pre-indexed" : "Live trace"} · {report.analysis_time_ms} ms · {report.wallets_checked} wallets traced · confidence{" "}
            {report.confidence}
            {report.degraded ? " · partial data" : ""}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label="Liquidity" value={usd(report.liquidity_usd)} />
        <Fact label="Market cap" value={usd(report.market_cap)} />
        <Fact label="Top holder" value={pct(report.top_holder_pct)} />
        <Fact label="Honeypot risk" value={report.honeypot_risk} />
      </dl>
      {report.top_reasons.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-300">Why</h3>
          <ul className="space-y-1 text-sm text-slate-300">
            {report.top_reasons.map((reason) => (
              <li key={reason} className="rounded bg-black/20 px-3 py-2">
                {reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-black/20 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
