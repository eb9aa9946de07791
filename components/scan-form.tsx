"use client";

import { useState } from "react";
import type { ScanReport } from "@/server/engine/report-types";
import { ReportSummary } from "./report-summary";

interface ErrorBody {
  error?: { code?: string; message?: string };
}

export function ScanForm({ demoMints }: { demoMints: { mint: string; title: string }[] }) {
  const [mint, setMint] = useState("");
  const [report, setReport] = useState<ScanReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function scan(address: string) {
    setBusy(true);
    setError(null);
    setReport(null);
    try {
      const response = await fetch(`/api/scan-cabal?mintAddress=${encodeURIComponent(address.trim())}`);
      const body = (await response.json()) as ScanReport & ErrorBody;
      if (!response.ok) setError(body.error?.message ?? `The scan failed (HTTP ${response.status}).`);
      else setReport(body);
    } catch {
      setError("The scanner could not be reached. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <form
        className="flex flex-col gap-3 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (mint.trim()) void scan(mint);
        }}
      >
        <label htmlFor="mint" className="sr-only">
          Token mint address
        </label>
        <input
          id="mint"
          name="mint"
          value={mint}
          onChange={(event) => setMint(event.target.value)}
          placeholder="Paste a Solana token mint address"
          className="flex-1 rounded-lg border border-line bg-panel px-4 py-3 font-mono text-sm outline-none focus:border-sky-400"
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" disabled={busy} className="rounded-lg bg-sky-500 px-6 py-3 font-semibold text-slate-950 hover:bg-sky-400 disabled:opacity-60">
          {busy ? "Tracing…" : "Scan"}
        </button>
      </form>
      {demoMints.length > 0 && (
        <div className="flex flex-wrap gap-2 text-xs">
          <span className="text-slate-400">Try a demo token:</span>
          {demoMints.map((demo) => (
            <button
              key={demo.mint}
              type="button"
              onClick={() => {
                setMint(demo.mint);
                void scan(demo.mint);
              }}
              className="rounded-full border border-line px-3 py-1 text-slate-300 hover:border-sky-400"
              title={demo.mint}
            >
              {demo.title}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-4 py-3 text-red-200">
          {error}
        </p>
      )}
      {report && <ReportSummary report={report} />}
    </div>
  );
}
