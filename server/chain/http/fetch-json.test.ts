import { afterEach, describe, expect, it } from "vitest";
import { UpstreamBodyError, UpstreamRequestError, UpstreamResponseError } from "../errors";
import { fetchJson, type HttpOptions } from "./fetch-json";
import { createSemaphore } from "./semaphore";
import { sendJson, startTestHttpServer, type TestHttpServer } from "./test-http-server";

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
    let retries = 0;
    const answer = await fetchJson({ url: `${server.url}/x` }, { ...fast, onRetry: () => (retries += 1) });
    expect(answer).toEqual({ status: 200, body: { ok: 1 } });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1].at - server.requests[0].at).toBeGreaterThanOrEqual(950);
    expect(retries).toBe(1);
  });

  it("honours a Retry-After given as an HTTP date", async () => {
    server = await startTestHttpServer((_req, res, i) =>
      i === 0
        ? sendJson(res, 503, "busy", { "retry-after": new Date(Date.now() + 2_000).toUTCString() })
        : sendJson(res, 200, [1, 2]),
    );
    const answer = await fetchJson({ url: server.url }, fast);
    expect(answer.body).toEqual([1, 2]);
    // HTTP dates have one-second resolution, so the wait is 1-2 s.
    expect(server.requests[1].at - server.requests[0].at).toBeGreaterThanOrEqual(900);
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
    server = await startTestHttpServer(() => undefined);
    const started = performance.now();
    const error = await fetchJson({ url: server.url }, { ...fast, timeoutMs: 150 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamRequestError);
    expect((error as UpstreamRequestError).kind).toBe("timeout");
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(server.requests).toHaveLength(1); // timeouts are not retried by default
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
    server = await startTestHttpServer(async (_req, res) => {
      await new Promise((r) => setTimeout(r, 40));
      sendJson(res, 200, {});
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
