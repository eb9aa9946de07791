"use client";
import { useEffect, useState } from "react";
import { formatDuration } from "@/components/format";
import type { StageName, ScanStreamState } from "@/components/scan/use-scan-stream";

interface Layer {
  stage: StageName;
  title: string;
  detail: string;
  /** the stages that must finish before this one can be under way */
  after: StageName[];
}

/** In gathering order (server/services/scan/gather/gather-snapshot.ts): deployer and market run beside the holder trace. */
const LAYERS: Layer[] = [
  { stage: "mint", title: "Mint & largest holders", detail: "supply, authorities, Token-2022 extensions", after: [] },
  { stage: "holders", title: "Holder histories", detail: "each top wallet's first buy and funding", after: ["mint"] },
  { stage: "funding", title: "Funding trail", detail: "SOL followed back to shared funders", after: ["holders"] },
  { stage: "deployer", title: "Deployer history", detail: "the creator and its earlier launches", after: ["mint"] },
  { stage: "market", title: "Market & sell route", detail: "liquidity, market cap, a live sell quote", after: ["funding", "deployer"] },
  { stage: "done", title: "Scoring", detail: "judging the evidence", after: ["market"] },
];

function useElapsed(running: boolean): number {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [running]);
  return now - started;
}

/**
 * The words a screen reader hears, a pure function of the stages seen: it changes only when a
 * stage finishes or the report arrives (the ticking timer is never part of it).
 */
export function progressAnnouncement(state: Pick<ScanStreamState, "phase" | "stages" | "report">): string {
  if (state.phase === "done" && state.report) {
    return `Report ready: ${state.report.recommendation}, cabal score ${state.report.cabal_score} of 100.`;
  }
  if (state.phase === "error") return "";
  const finished = LAYERS.filter((l) => state.stages[l.stage] !== undefined);
  if (finished.length === 0) return state.phase === "connecting" ? "Scan started." : "Scan started: reading the mint and its largest holders.";
  const last = finished.reduce((a, b) => ((state.stages[a.stage] ?? 0) >= (state.stages[b.stage] ?? 0) ? a : b));
  return `${last.title} done, ${finished.length} of ${LAYERS.length} steps.`;
}

export function ScanProgress({ state, mint }: { state: ScanStreamState; mint: string }) {
  const elapsed = useElapsed(state.phase === "connecting" || state.phase === "streaming");
  const done = LAYERS.filter((l) => state.stages[l.stage] !== undefined).length;
  // nothing is under way on the server until the stream is open: no stage is shown running before that
  const open = state.phase === "streaming";
  return (
    <section aria-label="Scan progress" aria-busy="true" className="rounded-2xl border border-line bg-panel/80 p-5 shadow-lg shadow-black/20 sm:p-6" data-testid="scan-progress">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-100">{open ? "Tracing the chain…" : "Connecting to the scanner…"}</h2>
        <span className="font-mono text-sm tabular-nums text-slate-400" aria-hidden="true">
          {formatDuration(elapsed)}
        </span>
      </div>
      <p className="mt-1 break-all font-mono text-xs text-slate-400">{mint}</p>
      <div className="mt-4 h-1.5 overflow-hidden rounded-full bg-white/5">
        <div className="h-full rounded-full bg-sky-400 transition-all duration-300" style={{ width: `${Math.max(4, (done / LAYERS.length) * 100)}%` }} />
      </div>
      <ol className="mt-4 grid gap-2 sm:grid-cols-2">
        {LAYERS.map((layer) => {
          const finishedAt = state.stages[layer.stage];
          const isDone = finishedAt !== undefined;
          const isRunning = open && !isDone && layer.after.every((s) => state.stages[s] !== undefined);
          return (
            <li key={layer.stage} data-stage={layer.stage} data-state={isDone ? "done" : isRunning ? "running" : "waiting"} className="flex items-start gap-3 rounded-xl border border-line/60 bg-black/20 px-3 py-2.5">
              <StageIcon done={isDone} running={isRunning} />
              <div className="min-w-0 flex-1">
                <p className={`text-sm font-medium ${isDone ? "text-slate-200" : isRunning ? "text-sky-200" : "text-slate-400"}`}>{layer.title}</p>
                <p className="text-xs text-slate-400">{layer.detail}</p>
              </div>
              {isDone && <span className="font-mono text-xs tabular-nums text-slate-400">{formatDuration(finishedAt)}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function StageIcon({ done, running }: { done: boolean; running: boolean }) {
  if (done) return <span aria-label="done" className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-emerald-500/20 text-xs font-bold text-emerald-300">✓</span>;
  if (running) return <span aria-label="running" className="mt-0.5 h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-sky-400/30 border-t-sky-300" />;
  return <span aria-label="waiting" className="mt-0.5 h-5 w-5 shrink-0 rounded-full border-2 border-line" />;
}
