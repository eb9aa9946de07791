import { describe, expect, it, vi } from "vitest";
import type { ScanReport } from "@/server/contracts/scan-report";
import { ApiError } from "@/server/http/api-error";
import { createScanEventStream, toSseResponse } from "@/server/services/scan/scan-stream/scan-event-stream";

const report = { mint: "Mint111", cabal_score: 42, recommendation: "REVIEW" } as unknown as ScanReport;

async function readEvents(stream: ReadableStream<Uint8Array>) {
  const text = await new Response(stream).text();
  return text
    .split("\n\n")
    .filter((block) => block.startsWith("event:"))
    .map((block) => {
      const [eventLine, dataLine] = block.split("\n");
      return { event: eventLine.slice("event: ".length), data: JSON.parse(dataLine.slice("data: ".length)) };
    });
}

function fakeClock(step: number) {
  let now = 0;
  return () => (now += step);
}

describe("createScanEventStream", () => {
  it("sends each stage as it happens, then the report, then closes", async () => {
    const stream = createScanEventStream(async (onStage) => {
      onStage("mint");
      onStage("holders");
      onStage("done");
      return report;
    }, { clockMs: fakeClock(100) });
    const events = await readEvents(stream);
    expect(events.map((e) => e.event)).toEqual(["stage", "stage", "stage", "report"]);
    expect(events.slice(0, 3).map((e) => e.data.stage)).toEqual(["mint", "holders", "done"]);
    expect(events[0].data.elapsed_ms).toBe(100);
    expect(events[3].data).toMatchObject({ cabal_score: 42 });
  });

  it("ends with the API error's code and message when the scan is refused", async () => {
    const stream = createScanEventStream(async (onStage) => {
      onStage("mint");
      throw new ApiError("not_found", "Mint111 is not a token mint on this network.");
    });
    const events = await readEvents(stream);
    expect(events.at(-1)).toEqual({ event: "error", data: { error: { code: "not_found", message: "Mint111 is not a token mint on this network." } } });
  });

  it("hides an unexpected failure behind a generic internal_error", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const events = await readEvents(createScanEventStream(async () => Promise.reject(new Error("secret connection string"))));
    expect(events).toEqual([{ event: "error", data: { error: { code: "internal_error", message: "Something went wrong on our side." } } }]);
    expect(JSON.stringify(events)).not.toContain("secret");
    spy.mockRestore();
  });

  it("stops writing once the client cancels, without failing the scan", async () => {
    let finish: (value: ScanReport) => void = () => {};
    const stream = createScanEventStream(() => new Promise<ScanReport>((resolve) => (finish = resolve)));
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    finish(report);
    // a write after cancel throws inside the stream's `then`; vitest fails the run on that unhandled rejection
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});

describe("toSseResponse", () => {
  it("answers as an unbuffered event stream", () => {
    const response = toSseResponse(new ReadableStream());
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
  });
});
