import { afterEach, describe, expect, it } from "vitest";
import { UpstreamBodyError, UpstreamRequestError, UpstreamResponseError } from "@/server/chain/errors";
import { fetchJson, type HttpOptions } from "@/server/chain/http/fetch-json";
import { manualHttpClock } from "@/server/chain/testing/manual-http-clock";
import { createSemaphore } from "@/server/chain/http/semaphore";
import { sendJson, startTestHttpServer, type TestHttpServer } from "@/server/chain/testing/test-http-server";

const fast: HttpOptions = { source: "market", timeoutMs: 2_000, maxRetries: 3, backoff: { baseMs: 5, capMs: 20 } };
let server: TestHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("fetchJson", () => {
  it("waits the Retry-After seconds of a 429 before retrying, then returns the body", async () => {
    server = await startTestHttpServer((_req, res, i) =>
      i === 0 ? sendJson(res, 429, { error: "slow down" }, { "retry-after": "1" }) : sendJson(res, 200, { ok: 1 }),
    );
    const clock = manualHttpClock();
    let retries = 0;
    const answering = fetchJson({ url: `${server.url}/x` }, { ...fast, clock, onRetry: () => (retries += 1) });
    // no second request until the 1 s wait has ended.
    await clock.release(1_000);
    expect(server.requests).toHaveLength(1);
    const answer = await answering;
    expect(answer).toEqual({ status: 200, body: { ok: 1 } });
    expect(server.requests).toHaveLength(2);
    expect(clock.released).toEqual([1_000]);
    expect(retries).toBe(1);
  });

  it("honours a Retry-After given as an HTTP date", async () => {
    const clock = manualHttpClock(Date.UTC(2026, 5, 1, 12, 0, 0));
    server = await startTestHttpServer((_req, res, i) =>
      i === 0 ? sendJson(res, 503, "busy", { "retry-after": new Date(clock.now() + 3_000).toUTCString() }) : sendJson(res, 200, [1, 2]),
    );
    const answering = fetchJson({ url: server.url }, { ...fast, clock });
    await clock.release(3_000);
    expect((await answering).body).toEqual([1, 2]);
    expect(clock.released).toEqual([3_000]);
  });

  it("gives up at once when Retry-After asks for longer than the cap", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 429, {}, { "retry-after": "60" }));
    const error = await fetchJson({ url: server.url }, { ...fast, maxRetryAfterMs: 5_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamResponseError);
    expect((error as UpstreamResponseError).retryAfterMs).toBe(60_000);
    expect(server.requests).toHaveLength(1);
  });

  it("never retries a 400 and reports its status and body", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 400, { error: "bad mint" }));
    const error = await fetchJson({ url: server.url }, fast).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamResponseError);
    expect((error as UpstreamResponseError).status).toBe(400);
    expect((error as UpstreamResponseError).source).toBe("market");
    expect((error as UpstreamResponseError).bodySnippet).toContain("bad mint");
    expect(server.requests).toHaveLength(1);
  });

  it("retries 5xx with backoff up to maxRetries, then throws the last status", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 502, "bad gateway"));
    const error = await fetchJson({ url: server.url }, { ...fast, maxRetries: 2 }).catch((e: unknown) => e);
    expect((error as UpstreamResponseError).status).toBe(502);
    expect(server.requests).toHaveLength(3);
  });

  it("returns an accepted error status as an answer without retrying", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 400, { errorCode: "X" }));
    const answer = await fetchJson({ url: server.url, acceptStatuses: [400] }, fast);
    expect(answer).toEqual({ status: 400, body: { errorCode: "X" } });
    expect(server.requests).toHaveLength(1);
  });

  it("times out on a server that never answers with a timeout UpstreamRequestError", async () => {
    let arrived = () => {};
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    server = await startTestHttpServer(() => arrived()); // never answers
    const clock = manualHttpClock();
    const failing = fetchJson({ url: server.url }, { ...fast, clock, timeoutMs: 150 }).catch((e: unknown) => e);
    // the request is held by the server; the attempt ends when its own 150 ms timer does.
    await reached;
    await clock.release(150);
    const error = await failing;
    expect(error).toBeInstanceOf(UpstreamRequestError);
    expect((error as UpstreamRequestError).kind).toBe("timeout");
    expect(server.requests).toHaveLength(1); // timeouts are not retried by default
  });

  it("stops a download the caller no longer wants: the body stream is cut, and no retry follows", async () => {
    let cut = () => {};
    const closed = new Promise<void>((resolve) => (cut = resolve));
    server = await startTestHttpServer((_request, res) => {
      // a large answer that trickles: the head, then a chunk every 20 ms, until the client goes away
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"rows":[');
      const timer = setInterval(() => res.write('"' + "x".repeat(1_000) + '",'), 20);
      res.on("close", () => {
        clearInterval(timer);
        cut();
      });
    });
    const controller = new AbortController();
    const pending = fetchJson({ url: server.url, body: {}, signal: controller.signal }, fast).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 100));
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(UpstreamRequestError);
    expect((error as UpstreamRequestError).kind).toBe("network");
    await closed;
    expect(server.requests).toHaveLength(1);
  });

  it("retries a refused connection and then fails as a network UpstreamRequestError", async () => {
    const closed = await startTestHttpServer(() => undefined);
    await closed.close();
    let attempts = 0;
    const error = await fetchJson({ url: closed.url }, { ...fast, maxRetries: 2, onRequest: () => (attempts += 1) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UpstreamRequestError);
    expect((error as UpstreamRequestError).kind).toBe("network");
    expect(attempts).toBe(3);
  });

  it("rejects a 200 whose body is not JSON with UpstreamBodyError", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, "{not json"));
    await expect(fetchJson({ url: server.url }, fast)).rejects.toBeInstanceOf(UpstreamBodyError);
  });

  it("keeps at most `limit` requests in flight at the server", async () => {
    // the server holds requests until three are in, so the overlap does not depend on timing.
    const held: (() => void)[] = [];
    server = await startTestHttpServer((_req, res, i) => {
      held.push(() => sendJson(res, 200, {}));
      if (held.length === 3 || i === 9) held.splice(0).forEach((answer) => answer());
    });
    const limiter = createSemaphore(3);
    const url = server.url;
    await Promise.all(Array.from({ length: 10 }, () => fetchJson({ url }, { ...fast, limiter })));
    expect(server.requests).toHaveLength(10);
    expect(server.maxConcurrent).toBe(3);
    expect(limiter.peak).toBe(3);
  });

  it("posts a JSON body with a JSON content type", async () => {
    server = await startTestHttpServer((req, res) => sendJson(res, 200, { echoed: JSON.parse(req.body) as unknown, method: req.method }));
    const answer = await fetchJson({ url: server.url, body: { a: [1] } }, fast);
    expect(answer.body).toEqual({ echoed: { a: [1] }, method: "POST" });
  });
});
