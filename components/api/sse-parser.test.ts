import { describe, expect, it } from "vitest";
import { createSseParser, type SseEvent } from "@/components/api/sse-parser";

function collect(chunks: string[], end = true): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  if (end) parser.end();
  return events;
}

describe("createSseParser", () => {
  it("reads named events and skips comment lines", () => {
    expect(collect([': scan started\n\nevent: stage\ndata: {"stage":"mint"}\n\n'])).toEqual([{ event: "stage", data: '{"stage":"mint"}' }]);
  });

  it("joins an event split across chunks at any byte", () => {
    const text = 'event: stage\ndata: {"stage":"holders"}\n\nevent: report\ndata: {"cabal_score":7}\n\n';
    const chunks = text.split("").reduce<string[]>((acc, char, i) => (i % 5 === 0 ? [...acc, char] : [...acc.slice(0, -1), acc.at(-1) + char]), []);
    expect(collect(chunks).map((e) => e.event)).toEqual(["stage", "report"]);
  });

  it("accepts CRLF line ends and multi-line data", () => {
    expect(collect(["event: note\r\ndata: a\r\ndata: b\r\n\r\n"])).toEqual([{ event: "note", data: "a\nb" }]);
  });

  it("defaults the event name to message", () => {
    expect(collect(["data: x\n\n"])).toEqual([{ event: "message", data: "x" }]);
  });

  it("keeps an unterminated event until the stream ends", () => {
    expect(collect(["event: report\ndata: {}"], false)).toEqual([]);
    expect(collect(["event: report\ndata: {}"], true)).toEqual([{ event: "report", data: "{}" }]);
  });
});
