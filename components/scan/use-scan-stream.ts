"use client";
// Runs one streamed scan per mount (remount with a new key to scan again):
// GET /api/scan-cabal/stream, with the saved API key when there is one.
import { useEffect, useState } from "react";
import { parseScanStreamEvent } from "@/server/contracts/scan-stream";
import type { ScanReport, ScanStage } from "@/server/contracts/wire-types";
import { apiKeyHeaders } from "../keys/api-key-storage";
import { NETWORK_PROBLEM, readApiProblem, type ApiProblem } from "./describe-api-error";
import { quotaFromHeaders, rememberQuota } from "./quota-store";
import { createSseParser, type SseEvent } from "./sse-parser";

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

function applyEvent(state: ScanStreamState, event: SseEvent): ScanStreamState {
  // parsed with the server's own event schema (server/contracts), never cast
  const parsed = parseScanStreamEvent(event.event, event.data);
  if (!parsed) return event.event === "report" ? { ...state, phase: "error", problem: { status: 200, code: "bad_answer", message: "The report was not understood." } } : state;
  if (parsed.event === "stage") return { ...state, phase: "streaming", stages: { ...state.stages, [parsed.data.stage]: parsed.data.elapsed_ms } };
  if (parsed.event === "report") return { ...state, phase: "done", report: parsed.data };
  return { ...state, phase: "error", problem: { status: 0, code: parsed.data.error.code, message: parsed.data.error.message } };
}

async function readStream(response: Response, update: (fn: (s: ScanStreamState) => ScanStreamState) => void): Promise<void> {
  update((s) => ({ ...s, phase: "streaming" }));
  const parser = createSseParser((event) => update((s) => applyEvent(s, event)));
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(value);
  }
  parser.end();
  // a stream that closed without a report or error was cut (server restart, proxy)
  update((s) => (s.phase === "done" || s.phase === "error" ? s : { ...s, phase: "error", problem: { ...NETWORK_PROBLEM, message: "The scan stream was interrupted. Try again." } }));
}

export function useScanStream(mint: string, fresh: boolean): ScanStreamState {
  const [state, setState] = useState<ScanStreamState>(INITIAL);
  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ mintAddress: mint, ...(fresh ? { fresh: "1" } : {}) });
    (async () => {
      const response = await fetch(`/api/scan-cabal/stream?${query}`, { headers: { Accept: "text/event-stream", ...apiKeyHeaders() }, signal: controller.signal });
      rememberQuota(quotaFromHeaders(response.headers));
      if (!response.ok || !response.body) {
        const problem = await readApiProblem(response);
        setState((s) => ({ ...s, phase: "error", problem }));
        return;
      }
      await readStream(response, setState);
    })().catch(() => {
      if (!controller.signal.aborted) setState((s) => ({ ...s, phase: "error", problem: NETWORK_PROBLEM }));
    });
    return () => controller.abort();
  }, [mint, fresh]);
  return state;
}
