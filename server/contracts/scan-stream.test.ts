import { describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import { makeSnapshot } from "@/server/engine/testing/snapshot-factory";
import { ApiError, toErrorBody } from "@/server/http/api-error";
import { formatSseEvent } from "@/server/services/scan/scan-stream/scan-event-stream";
import { parseScanStreamEvent } from "@/server/contracts/scan-stream";

/** What the browser's SSE parser hands over for one event the server wrote. */
function received(text: string): [string, string] {
  const [eventLine, dataLine] = text.trim().split("\n");
  return [eventLine.slice("event: ".length), dataLine.slice("data: ".length)];
}

describe("parseScanStreamEvent", () => {
  const report = { ...buildReport(makeSnapshot(), { includeLaunches: false }), source: "real_time" as const, analysis_time_ms: 12, operators: [], p_rug_24h: null, p_rug_24h_fit: null };

  it("reads back every event kind the server writes", () => {
    expect(parseScanStreamEvent(...received(formatSseEvent({ event: "stage", data: { stage: "holders", elapsed_ms: 40 } })))).toEqual({ event: "stage", data: { stage: "holders", elapsed_ms: 40 } });
    expect(parseScanStreamEvent(...received(formatSseEvent({ event: "report", data: report })))?.event).toBe("report");
    const error = toErrorBody(new ApiError("not_found", "not a mint"));
    expect(parseScanStreamEvent(...received(formatSseEvent({ event: "error", data: error })))).toEqual({ event: "error", data: error });
  });

  it("refuses what does not match: unknown stage, broken report, bad JSON, unknown event", () => {
    expect(parseScanStreamEvent("stage", JSON.stringify({ stage: "sideways", elapsed_ms: 1 }))).toBeNull();
    expect(parseScanStreamEvent("report", JSON.stringify({ ...report, cabal_score: "high" }))).toBeNull();
    expect(parseScanStreamEvent("report", "{nope")).toBeNull();
    expect(parseScanStreamEvent("progress", JSON.stringify({}))).toBeNull();
  });
});
