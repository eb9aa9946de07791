// The SSE reader against a real HTTP server on 127.0.0.1 (node:http), with
// the stream's real endpoint contract: events split across chunks arrive
// whole, parsed and typed by the contract's event schema.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { scanCabalStream as stream } from "@/server/contracts/endpoints/scan";
import type { ScanStreamEvent } from "@/server/contracts/scan-stream";
import { createEventStreamClient, type StreamItem } from "@/components/api/event-stream";

const MINT = "So11111111111111111111111111111111111111112";

let server: Server;
let handler: (url: string, res: ServerResponse) => void = (_url, res) => res.end();
let client: ReturnType<typeof createEventStreamClient>;

beforeAll(async () => {
  server = createServer((req, res) => handler(req.url ?? "", res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  client = createEventStreamClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function collect<T>(items: AsyncGenerator<StreamItem<T>>): Promise<StreamItem<T>[]> {
  const all: StreamItem<T>[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe("callEventStream", () => {
  it("yields each event parsed by the stream's contract, across chunk boundaries", async () => {
    let url = "";
    handler = (requested, res) => {
      url = requested;
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(': keep-alive\n\nevent: stage\ndata: {"stage":"mint",');
      void pause(20).then(() => {
        res.write('"elapsed_ms":12}\n\nevent: stage\r\ndata: {"stage":"bogus","elapsed_ms":1}\r\n\r\n');
        res.end('event: error\ndata: {"error":{"code":"upstream_timeout","message":"RPC slow"}}');
      });
    };
    const result = await client.callEventStream(stream, { query: { mintAddress: MINT } });
    if (!result.ok) throw new Error(result.problem.message);
    expect(url).toBe(`/api/scan-cabal/stream?mintAddress=${MINT}`);
    const items = await collect(result.data);
    if (items[0].ok) expectTypeOf(items[0].event).toEqualTypeOf<ScanStreamEvent>();
    expect(items).toEqual([
      { ok: true, event: { event: "stage", data: { stage: "mint", elapsed_ms: 12 } } },
      { ok: false, name: "stage", data: '{"stage":"bogus","elapsed_ms":1}' },
      { ok: true, event: { event: "error", data: { error: { code: "upstream_timeout", message: "RPC slow" } } } },
    ]);
  });

  it("returns a refusal before the stream starts as a problem, with the answer's headers", async () => {
    handler = (_url, res) => {
      res.writeHead(429, { "content-type": "application/json", "retry-after": "3", "x-free-queries-remaining": "0" });
      res.end(JSON.stringify({ error: { code: "rate_limited", message: "Slow down." } }));
    };
    const result = await client.callEventStream(stream, { query: { mintAddress: MINT } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toMatchObject({ status: 429, code: "rate_limited", retryAfter: 3 });
    expect(result.headers?.get("x-free-queries-remaining")).toBe("0");
  });

  it("throws from the reader when the connection breaks mid-stream", async () => {
    handler = (_url, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write('event: stage\ndata: {"stage":"mint","elapsed_ms":1}\n\n');
      void pause(20).then(() => res.destroy());
    };
    const result = await client.callEventStream(stream, { query: { mintAddress: MINT } });
    if (!result.ok) throw new Error(result.problem.message);
    const first = await result.data.next();
    expect(first.value).toMatchObject({ ok: true, event: { event: "stage" } });
    await expect(result.data.next()).rejects.toThrow();
  });
});
