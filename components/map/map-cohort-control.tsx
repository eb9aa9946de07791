"use client";
// "Colour by cohort": fetched only when the person asks (a cohorts read traces the trade history
// and counts one scan), then toggles between cohort and role colours without asking again.
import type { ApiRead } from "@/components/analytics/use-api-read";
import type { CohortsResponse } from "@/server/contracts/analytics";
import { describeApiError } from "@/components/scan/describe-api-error";

export function MapCohortControl({ on, read, onToggle }: { on: boolean; read: ApiRead<CohortsResponse>; onToggle(): void }) {
  const loading = read.status === "loading";
  return (
    <div className="rounded-xl border border-line/70 bg-ink/85 p-3 text-xs" data-testid="map-cohort-control">
      <button
        type="button"
        aria-pressed={on}
        onClick={onToggle}
        disabled={loading}
        className="w-full rounded-lg border border-line px-3 py-1.5 text-sm text-slate-100 hover:border-sky-400 disabled:opacity-60 aria-pressed:border-sky-400 aria-pressed:bg-sky-500/15"
      >
        Colour by cohort
      </button>
      <p className="mt-2 text-slate-400" role="status">
        {loading
          ? "Reading the trade history…"
          : read.status === "ok"
            ? read.data.history_complete
              ? `Team, insiders and snipers from ${read.data.trades_read} trades.`
              : `From the first ${read.data.trades_read} trades only (history cut at its cap).`
            : read.status === "error"
              ? null
              : "Team, insiders and snipers from the trade history: counts one scan."}
      </p>
      {read.status === "error" && (
        <p className="mt-1 text-red-300" data-testid="map-cohort-error">
          {describeApiError(read.problem).title}: {describeApiError(read.problem).body}
        </p>
      )}
    </div>
  );
}
