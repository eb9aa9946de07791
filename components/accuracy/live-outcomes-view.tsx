import type { LiveOutcomes } from "@/server/contracts/outcomes";
import { Card } from "@/components/ui/card";
import { formatShare } from "@/components/accuracy/format-share";
import { LiveCountsTable } from "@/components/accuracy/live-counts-table";
import { ReliabilityTable } from "@/components/accuracy/reliability-table";

const FLAG_NAMES: Record<string, string> = {
  funding_cluster: "Funding cluster",
  time_sync: "Same-slot bundle",
  stealth_bundle: "Stealth bundle",
  coordinated_exit: "Coordinated exit",
  exited_group: "Exited group",
  controlled: "Controlled (score ≥ 35)",
  exit_liquidity_risk: "Exit-liquidity risk",
  honeypot: "Honeypot risk HIGH",
  sell_blocked: "Sell blocked",
  deployer_bad_record: "Deployer's bad record",
  low_confidence: "Low confidence",
};

const when = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : "no scan yet");

/** What happened after this deployment's scans: kept apart from the scenario suite, demo data marked as such. */
export function LiveOutcomesView({ live }: { live: LiveOutcomes }) {
  const { calibration } = live;
  return (
    <section aria-labelledby="live-outcomes" className="space-y-5" data-testid="live-outcomes" data-demo={String(live.demo)}>
      <div className="space-y-3">
        <h2 id="live-outcomes" className="text-xl font-bold text-white">
          Live outcomes: what happened after the scans
        </h2>
        <p role="note" data-testid={live.demo ? "live-demo" : "live-note"} className={live.demo ? "rounded-xl border border-amber-300/70 bg-amber-950 px-4 py-3 text-sm font-semibold text-amber-100" : "text-sm text-slate-300"}>
          {live.note}
        </p>
        <p className="text-sm text-slate-200" data-testid="live-summary">
          <strong className="text-white">{live.cases}</strong> cases counted since <strong className="text-white">{when(live.counting_since)}</strong>;{" "}
          {live.labelled.at_24h} labelled at +24 h, {live.labelled.at_7d} at +7 d. No rate is shown below {live.min_cases} cases.
        </p>
      </div>
      <LiveCountsTable
        id="live-by-recommendation"
        caption="Per recommendation at the first scan: how many cases reached each label."
        minCases={live.min_cases}
        rows={live.by_recommendation.map((r) => ({ key: r.recommendation, label: r.recommendation, at_24h: r.at_24h, at_7d: r.at_7d }))}
      />
      <LiveCountsTable
        id="live-by-flag"
        caption="Per flag the first scan raised (a case counts under every flag it had)."
        minCases={live.min_cases}
        rows={live.by_flag.map((f) => ({ key: f.flag, label: FLAG_NAMES[f.flag] ?? f.flag, at_24h: f.at_24h, at_7d: f.at_7d }))}
      />
      <div className="overflow-x-auto rounded-2xl border border-line bg-panel/80" role="region" aria-labelledby="live-warning-caption" tabIndex={0} data-testid="live-avoid-or-review">
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
          <caption id="live-warning-caption" className="px-4 pt-4 pb-2 text-left text-sm text-slate-300">
            &quot;AVOID or REVIEW&quot; as a prediction of rugged: TP warned and rugged, FP warned and not, FN SAFE and rugged, TN SAFE and not.
          </caption>
          <thead>
            <tr className="border-b border-line text-xs uppercase tracking-wide text-slate-300">
              {["At", "TP", "FP", "FN", "TN", "Precision", "Recall"].map((h, i) => (
                <th key={h} scope="col" className={`px-3 py-2 font-semibold ${i === 0 ? "text-left" : "text-right"}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(["at_24h", "at_7d"] as const).map((at) => {
              const c = live.avoid_or_review[at];
              return (
                <tr key={at} className="border-b border-line/60 last:border-0" data-testid={`live-warning-${at}`}>
                  <th scope="row" className="px-3 py-2.5 font-medium text-slate-100">
                    {at === "at_24h" ? "+24 h" : "+7 d"}
                  </th>
                  {[c.tp, c.fp, c.fn, c.tn].map((n, i) => (
                    <td key={i} className="px-3 py-2.5 text-right tabular-nums text-slate-100">
                      {n}
                    </td>
                  ))}
                  <td className="px-3 py-2.5 text-right font-semibold tabular-nums text-slate-100">{formatShare(c.precision)}</td>
                  <td className="px-3 py-2.5 text-right font-semibold tabular-nums text-slate-100">{formatShare(c.recall)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ReliabilityTable rows={live.reliability} minCases={live.min_cases} />
      <div className="grid gap-5 lg:grid-cols-2">
        <Card title="The label rule" subtitle="Fixed and published: a label means the same in every figure.">
          <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-300">
            {live.rule.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-300">
            Checkpoints after each first scan: {live.checkpoints.map((c) => (c.name === c.stands_for ? `+${c.name}` : `${c.name} (for +${c.stands_for})`)).join(", ")}.
          </p>
        </Card>
        <Card title="Calibrated rug probability" subtitle="p_rug_24h in every report, fitted on these outcomes only.">
          <p className="text-sm leading-relaxed text-slate-300" data-testid="live-calibration">
            {calibration.available
              ? `Isotonic fit of "rugged at +24 h" on cabal_score: ${calibration.sample_size} cases, ${calibration.rugged} rugged, fitted ${when(calibration.fitted_at)}; refitted every ${calibration.refit_seconds} s.`
              : `Not fitted yet: reports carry p_rug_24h: null until ${calibration.min_cases} cases have a +24 h label, rugged and not rugged both among them. Never guessed.`}
          </p>
        </Card>
      </div>
    </section>
  );
}
