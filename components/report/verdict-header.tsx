import type { ScanReport } from "@/server/contracts/wire-types";
import { Chip, Fact, Notice } from "@/components/ui/card";
import { formatDuration, formatPct, formatUsd, pluralize, formatAge } from "@/components/format";
import { NEUTRAL_STYLE, RECOMMENDATION_MEANING, RECOMMENDATION_STYLE, RISK_STYLE } from "@/components/risk-colors";
import { splitVerdict } from "@/components/report/parse-reason";
import { ScoreGauge } from "@/components/report/score-gauge";

function CoverageNotice({ report }: { report: ScanReport }) {
  if (report.degraded) {
    return (
      <Notice tone="warning" title="Partial scan: some data sources did not answer" testId="degraded-notice">
        Part of the chain or market data could not be read during this scan, so the verdict is provisional (confidence LOW). Missing data never
        raises the score, which means a low score here is not proof of safety. Rescan in a minute for a complete trace.
      </Notice>
    );
  }
  if (!report.scan_complete) {
    return (
      <Notice tone="warning" title="Incomplete trace" testId="degraded-notice">
        The trace stopped at one of its caps (holders, funding hops or history pages) before covering everything. Treat a clean result with caution.
      </Notice>
    );
  }
  if (report.confidence === "LOW") {
    return (
      <Notice tone="info" title="Low confidence" testId="degraded-notice">
        Only {pluralize(report.wallets_checked, "holder wallet")} could be traced, too few to rule out a hidden group.
      </Notice>
    );
  }
  return null;
}

function sellSummary(report: ScanReport): { value: string; tone: string } {
  const check = report.sell_check;
  if (!check.checked) return { value: "Not checked", tone: NEUTRAL_STYLE.text };
  if (check.routable === false) return { value: "Blocked", tone: RECOMMENDATION_STYLE.AVOID.text };
  return { value: check.price_impact_pct === null ? "Routable" : `${check.price_impact_pct.toFixed(1)}% impact`, tone: RECOMMENDATION_STYLE.SAFE.text };
}

/** "from a scan 2 min ago" explains a pre-indexed answer's 0 ms; a live trace says how long it took. */
export function sourceText(report: Pick<ScanReport, "source" | "computed_at" | "analysis_time_ms">, now = Date.now()): string {
  if (report.source === "real_time") return `live trace · took ${formatDuration(report.analysis_time_ms)}`;
  const age = formatAge(report.computed_at, now);
  return `stored report · from a scan ${age === "just now" ? "moments ago" : age}`;
}

/** "Bonk (BONK)", "BONK", or null for an unlisted token. */
export function tokenTitle(report: Pick<ScanReport, "token_name" | "token_symbol">): string | null {
  const { token_name: name, token_symbol: symbol } = report;
  if (name && symbol && name !== symbol) return `${name} (${symbol})`;
  return name ?? symbol ?? null;
}

export function VerdictHeader({ report }: { report: ScanReport }) {
  const title = tokenTitle(report);
  const style = RECOMMENDATION_STYLE[report.recommendation];
  const { rest } = splitVerdict(report.verdict);
  const honeypotTone = report.honeypot_risk === "HIGH" ? RISK_STYLE.HIGH.text : report.honeypot_risk === "LOW" ? RISK_STYLE.CLEAN.text : NEUTRAL_STYLE.text;
  const sell = sellSummary(report);
  return (
    <section aria-label="Verdict" className="space-y-4 rounded-2xl border border-line bg-panel/80 p-5 shadow-lg shadow-black/20 sm:p-6" data-testid="verdict">
      <div className="flex flex-col items-center gap-6 md:flex-row md:items-center">
        <ScoreGauge score={report.cabal_score} />
        <div className="w-full min-w-0 space-y-2 text-center md:text-left">
          <p className="text-lg font-bold text-slate-100" data-testid="token-title">
            {title ?? "Unlisted token"}
            {!title && <span className="ml-2 text-sm font-normal text-slate-400">no name or symbol on a market yet</span>}
          </p>
          <p className="text-xs font-semibold uppercase tracking-widest text-slate-400">Recommendation</p>
          <p className={`text-4xl font-black tracking-tight ${style.text}`} data-testid="recommendation">
            {style.label}
          </p>
          <p className="text-sm text-slate-300">{RECOMMENDATION_MEANING[report.recommendation]}</p>
          {rest && <p className="text-sm leading-relaxed text-slate-400">{rest}</p>}
          <div className="flex flex-wrap justify-center gap-2 pt-1 md:justify-start">
            <Chip className={report.confidence === "HIGH" ? "" : RECOMMENDATION_STYLE.REVIEW.chip}>confidence {report.confidence.toLowerCase()}</Chip>
            <Chip title={report.source === "pre_indexed" ? "Answered from a stored report of a recent scan instead of tracing again; reports stay fresh for a few minutes." : "Traced live on the chain for this request."}>
              <span data-testid="report-source">{sourceText(report)}</span>
            </Chip>
            <Chip>{pluralize(report.wallets_checked, "wallet")} traced</Chip>
            <Chip title={new Date(report.computed_at * 1000).toISOString()}>computed {formatAge(report.computed_at)}</Chip>
          </div>
        </div>
      </div>
      <CoverageNotice report={report} />
      {report.warning && <Notice tone="info" title={report.warning} />}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Fact label="Liquidity" value={formatUsd(report.liquidity_usd)} hint={report.exit_liquidity_risk ? "thin vs market cap" : undefined} tone={report.exit_liquidity_risk ? RISK_STYLE.MEDIUM.text : ""} />
        <Fact label="Market cap" value={formatUsd(report.market_cap)} />
        <Fact label="Top holder" value={formatPct(report.top_holder_pct)} hint="of supply" />
        <Fact label="Honeypot risk" value={report.honeypot_risk} tone={honeypotTone} />
        <Fact label="Sell check" value={sell.value} tone={sell.tone} className="col-span-2 lg:col-span-1" />
      </dl>
    </section>
  );
}
