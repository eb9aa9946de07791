// A scan as server-sent events, so the dashboard shows each gathering layer
// finish instead of a frozen spinner: `stage` events as they happen, then one
// `report` or one `error` event, then the stream closes.
import type { ScanReport } from "@/server/contracts/scan-report";
import { ApiError, toErrorBody } from "@/server/http/api-error";
import type { ScanStage, ScanStreamEvent } from "@/server/contracts/scan-stream";

export interface ScanStreamOptions {
  /** ms clock for elapsed_ms */
  clockMs?: () => number;
  /** a comment line this often keeps proxies from closing a quiet stream (ms) */
  heartbeatMs?: number;
}

const encoder = new TextEncoder();

export function formatSseEvent({ event, data }: ScanStreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function toStreamError(error: unknown): ScanStreamEvent {
  if (error instanceof ApiError) return { event: "error", data: toErrorBody(error) };
  console.error("[scan-stream] scan failed:", error instanceof Error ? error.message : error);
  return { event: "error", data: toErrorBody(new ApiError("internal_error", "Something went wrong on our side.")) };
}

/** `run` starts the scan with the stage callback; its report (or error) ends the stream. */
export function createScanEventStream(run: (onStage: (stage: ScanStage) => void) => Promise<ScanReport>, options: ScanStreamOptions = {}): ReadableStream<Uint8Array> {
  const clock = options.clockMs ?? (() => performance.now());
  const started = clock();
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const finish = (last: ScanStreamEvent) => {
        write(formatSseEvent(last));
        clearInterval(heartbeat);
        if (!closed) controller.close();
        closed = true;
      };
      write(": scan started\n\n");
      heartbeat = setInterval(() => write(": keep-alive\n\n"), options.heartbeatMs ?? 15_000);
      const onStage = (stage: ScanStage) => write(formatSseEvent({ event: "stage", data: { stage, elapsed_ms: Math.round(clock() - started) } }));
      run(onStage).then(
        (report) => finish({ event: "report", data: report }),
        (error: unknown) => finish(toStreamError(error)),
      );
    },
    cancel() {
      // the browser went away; the scan itself finishes and is stored for the next visitor
      closed = true;
      clearInterval(heartbeat);
    },
  });
}

export function toSseResponse(stream: ReadableStream<Uint8Array>): Response {
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      // nginx and similar buffer responses unless told not to
      "X-Accel-Buffering": "no",
    },
  });
}
