"use client";
// Runs one streamed scan per mount (remount with a new key to scan again):
// GET /api/scan-cabal/stream, with the saved API key when there is one.
import { useEffect, useState } from "react";
import { scanCabalStream } from "@/server/contracts/endpoints/scan";
import type { ScanReport, ScanStage } from "@/server/contracts/wire-types";
import { NETWORK_PROBLEM, type ApiProblem } from "@/components/api/api-problem";
import { callEventStream, type StreamItem } from "@/components/api/event-stream";
import type { ApiData } from "@/components/api/client";
import { readStoredApiKey } from "@/components/keys/api-key-storage";
import { quotaFromHeaders, rememberQuota } from "@/components/scan/quota-store";

/** the server's gathering layers, in the order they finish */
export type StageName = ScanStage;

export interface ScanStreamState {
  phase: "connecting" | "streaming" | "done" | "error";
  /** ms since the scan started when each stage finished */
  stages: Partial<Record<StageName, number>>;
  report: ScanReport | null;
  problem: ApiProblem | null;
}

const INITIAL: ScanStreamState = { phase: "connecting", stages: {}, report: null, problem: null };

function applyEvent(state: ScanStreamState, item: StreamItem<ApiData<typeof scanCabalStream>>): ScanStreamState {
  // parsed with the stream contract's own event schema, never cast
  if (!item.ok) return item.name === "report" ? { ...state, phase: "error", problem: { status: 200, code: "bad_answer", message: "The report was not understood." } } : state;
  const parsed = item.event;
  if (parsed.event === "stage") return { ...state, phase: "streaming", stages: { ...state.stages, [parsed.data.stage]: parsed.data.elapsed_ms } };
  if (parsed.event === "report") return { ...state, phase: "done", report: parsed.data };
  return { ...state, phase: "error", problem: { status: 0, code: parsed.data.error.code, message: parsed.data.error.message } };
}

// a stream that closed without a report or error was cut (server restart, proxy)
const INTERRUPTED: ApiProblem = { ...NETWORK_PROBLEM, message: "The scan stream was interrupted. Try again." };

export function useScanStream(mint: string, fresh: boolean): ScanStreamState {
  const [state, setState] = useState<ScanStreamState>(INITIAL);
  useEffect(() => {
    const controller = new AbortController();
    const query = { mintAddress: mint, ...(fresh ? { fresh: "1" as const } : {}) };
    (async () => {
      const opened = await callEventStream(scanCabalStream, { query, apiKey: readStoredApiKey(), signal: controller.signal });
      if (opened.headers) rememberQuota(quotaFromHeaders(opened.headers));
      if (controller.signal.aborted) return;
      if (!opened.ok) return setState((s) => ({ ...s, phase: "error", problem: opened.problem }));
      setState((s) => ({ ...s, phase: "streaming" }));
      for await (const item of opened.data) setState((s) => applyEvent(s, item));
      setState((s) => (s.phase === "done" || s.phase === "error" ? s : { ...s, phase: "error", problem: INTERRUPTED }));
    })().catch(() => {
      if (!controller.signal.aborted) setState((s) => ({ ...s, phase: "error", problem: NETWORK_PROBLEM }));
    });
    return () => controller.abort();
  }, [mint, fresh]);
  return state;
}
