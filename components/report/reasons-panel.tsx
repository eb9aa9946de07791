import type { ScanReport } from "@/server/contracts/wire-types";
import { Card } from "@/components/ui/card";
import { RECOMMENDATION_STYLE } from "@/components/risk-colors";
import { parseReason } from "@/components/report/parse-reason";
import { findVerdictDrivers } from "@/components/report/verdict-drivers";

/** A contribution is risk whatever its size: amber, red from the medium band's threshold up. */
function pointsStyle(points: number) {
  return points >= 35 ? RECOMMENDATION_STYLE.AVOID : RECOMMENDATION_STYLE.REVIEW;
}

function Drivers({ report }: { report: ScanReport }) {
  const drivers = findVerdictDrivers(report);
  if (drivers.length === 0) return null;
  return (
    <ul className="mb-4 space-y-2" data-testid="verdict-drivers">
      {drivers.map((driver) => {
        const style = driver.severity === "avoid" ? RECOMMENDATION_STYLE.AVOID : RECOMMENDATION_STYLE.REVIEW;
        return (
          <li key={driver.title} className={`rounded-xl border px-3 py-2 ${style.chip}`}>
            <p className="text-sm font-semibold">{driver.title}</p>
            <p className="text-xs opacity-80">{driver.detail}</p>
          </li>
        );
      })}
    </ul>
  );
}

export function ReasonsPanel({ report }: { report: ScanReport }) {
  const parsed = report.top_reasons.map(parseReason);
  const scored = parsed.filter((r) => r.points !== null);
  const notes = parsed.filter((r) => r.points === null);
  return (
    <Card title={`Why ${report.recommendation}`} testId="reasons">
      <Drivers report={report} />
      <p className="mb-2 text-xs uppercase tracking-wide text-slate-400">
        {scored.length ? `Cabal score ${report.cabal_score}: the sum of these lines, capped at 100` : `Cabal score ${report.cabal_score}: nothing added points`}
      </p>
      {scored.length > 0 && (
        <ol className="space-y-3">
          {scored.map((reason, index) => {
            const points = reason.points ?? 0;
            const style = pointsStyle(points);
            return (
              <li key={index} className="rounded-xl border border-line/70 bg-black/20 p-3">
                <div className="flex items-start gap-3">
                  <span className={`shrink-0 rounded-lg border px-2 py-0.5 text-sm font-bold tabular-nums ${style.chip}`}>+{points}</span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm text-slate-200 first-letter:uppercase">{reason.text}</p>
                    {reason.evidence && <p className="mt-0.5 break-words font-mono text-xs text-slate-400">{reason.evidence}</p>}
                    <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/5" aria-hidden="true">
                      <div className="h-full rounded-full" style={{ width: `${Math.min(100, points)}%`, background: style.hex }} />
                    </div>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {notes.length > 0 && (
        <ul className={`space-y-1.5 text-sm text-slate-400 ${scored.length ? "mt-4 border-t border-line/60 pt-3" : ""}`}>
          {notes.map((note, index) => (
            <li key={index} className="flex gap-2">
              {/* a drawn dot, not a text glyph: decorative, so it is no text for a contrast check to fail */}
              <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-slate-500" />
              <span className="min-w-0 break-words first-letter:uppercase">
                {note.text}
                {note.evidence && <span className="font-mono text-xs text-slate-400"> — {note.evidence}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
