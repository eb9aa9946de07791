// Cohort bars: for team, snipers and insiders, what they bought and still hold
// (% of supply) and the SOL they realised.
import type { TradeAnalysisResponse } from "@/server/contracts/analytics";
import { formatPct, formatSol } from "@/components/format";

type Cohorts = TradeAnalysisResponse["cohorts"];
const ROWS: { key: "team" | "snipers" | "insiders"; label: string; hint: string }[] = [
  { key: "team", label: "Team", hint: "the creator and wallets it funded before their first buy" },
  { key: "snipers", label: "Snipers", hint: "first buy within 20 slots of trading opening" },
  { key: "insiders", label: "Insiders", hint: "shared-funder or same-slot clusters" },
];

export function CohortBars({ cohorts }: { cohorts: Cohorts }) {
  const scale = Math.max(1, ...ROWS.map((r) => cohorts[r.key].bought_pct ?? 0));
  return (
    <ul className="space-y-3" aria-label="Cohorts">
      {ROWS.map(({ key, label, hint }) => {
        const c = cohorts[key];
        const bought = ((c.bought_pct ?? 0) / scale) * 100;
        const held = ((c.held_pct ?? 0) / scale) * 100;
        return (
          <li key={key} data-testid={`cohort-${key}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-slate-100" title={hint}>
                {label} <span className="text-slate-400">({c.wallet_count})</span>
              </span>
              <span className="text-slate-300">
                bought {formatPct(c.bought_pct)} · holds {formatPct(c.held_pct)} · realised {formatSol(c.realized_sol)}
              </span>
            </div>
            <div className="relative mt-1 h-3 rounded bg-white/5" role="img" aria-label={`${label}: bought ${formatPct(c.bought_pct)} of supply, holds ${formatPct(c.held_pct)}`}>
              <div className="absolute inset-y-0 left-0 rounded bg-sky-500/40" style={{ width: `${bought}%` }} />
              <div className="absolute inset-y-0 left-0 rounded bg-amber-400/80" style={{ width: `${held}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
