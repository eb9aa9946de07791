"use client";
import Link from "next/link";
import { useState } from "react";
import { explorerToken } from "@/components/explorer";
import { ReportView } from "@/components/report/report-view";
import { CopyButton } from "@/components/ui/copy-button";
import { Notice } from "@/components/ui/card";
import { describeApiError } from "@/components/scan/describe-api-error";
import { QuotaStatus } from "@/components/scan/quota-status";
import { ScanProgress, progressAnnouncement } from "@/components/scan/scan-progress";
import { useScanStream, type ScanStreamState } from "@/components/scan/use-scan-stream";

/** A 404 from the scan: the address is no token mint, so a map or a rescan has nothing to show. */
function isNotAMint(state: ScanStreamState): boolean {
  return state.phase === "error" && (state.problem?.code === "not_found" || state.problem?.status === 404);
}

function ScanBody({ state, mint }: { state: ScanStreamState; mint: string }) {
  if (state.phase === "done" && state.report) return <ReportView report={state.report} />;
  if (state.phase === "error" && state.problem) {
    const text = describeApiError(state.problem);
    return (
      <Notice tone="error" title={text.title} testId="scan-error">
        <p>{text.body}</p>
        {text.action && (
          <Link prefetch={false} href={text.action.href} className="mt-2 inline-block font-semibold text-red-100 underline underline-offset-2">
            {text.action.label} →
          </Link>
        )}
        {isNotAMint(state) && (
          <Link prefetch={false} href="/" className="mt-2 inline-block font-semibold text-red-100 underline underline-offset-2">
            Scan another token →
          </Link>
        )}
      </Notice>
    );
  }
  return <ScanProgress state={state} mint={mint} />;
}

/** One streamed scan (remounted per rescan): the actions that make sense for its outcome, then the body. */
function ScanRun({ mint, fresh, onRescan }: { mint: string; fresh: boolean; onRescan(): void }) {
  const state = useScanStream(mint, fresh);
  const notAMint = isNotAMint(state);
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-widest text-slate-400">Token mint</p>
          <div className="flex items-center gap-2">
            <h1 className="truncate font-mono text-sm text-slate-200 sm:text-base" title={mint} data-testid="token-mint">
              {mint}
            </h1>
            <CopyButton value={mint} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {!notAMint && (
            <>
              <Link prefetch={false} href={`/map?mint=${mint}`} className="rounded-lg bg-sky-500 px-3.5 py-2 text-sm font-semibold text-slate-950 hover:bg-sky-400">
                Holder map
              </Link>
              <button type="button" onClick={onRescan} className="rounded-lg border border-line px-3.5 py-2 text-sm text-slate-200 hover:border-sky-400">
                Rescan live
              </button>
            </>
          )}
          <a href={explorerToken(mint)} target="_blank" rel="noopener noreferrer" className="rounded-lg border border-line px-3.5 py-2 text-sm text-slate-300 hover:border-sky-400">
            Solscan ↗
          </a>
        </div>
      </div>
      {/* One polite announcement per stage change and one when the report arrives: never the ticking timer. */}
      <p role="status" aria-live="polite" className="sr-only" data-testid="scan-announcer">
        {progressAnnouncement(state)}
      </p>
      <QuotaStatus reserve />
      {!notAMint && (
        // the analytics page loads nothing by itself: its trade analysis counts scans only when asked
        <p className="rounded-xl border border-line/70 bg-panel/60 px-4 py-3 text-sm text-slate-300" data-testid="analytics-link">
          <Link prefetch={false} href={`/token/${mint}/analytics`} className="font-semibold text-sky-300 underline underline-offset-2 hover:text-sky-200">
            Holder &amp; trade analysis →
          </Link>{" "}
          Team, insider and sniper cohorts, the largest sells, wash trading, LP status and exchange funding, plus a free wallet check. The
          analysis loads only when you ask: it counts two scans.
        </p>
      )}
      {/* until the report is in, the body keeps a screen's height: what follows it (the watch form,
          the footer) stays below the fold instead of being pushed down when the report lands */}
      <div className={state.phase === "done" || state.phase === "error" ? undefined : "min-h-svh"}>
        <ScanBody state={state} mint={mint} />
      </div>
    </div>
  );
}

/** /token/[mint]: the streamed scan of one mint, with rescan and map actions. */
export function TokenScan({ mint }: { mint: string }) {
  const [run, setRun] = useState({ id: 0, fresh: false });
  return <ScanRun key={run.id} mint={mint} fresh={run.fresh} onRescan={() => setRun((r) => ({ id: r.id + 1, fresh: true }))} />;
}
