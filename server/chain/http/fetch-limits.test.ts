// The limits of the one upstream HTTP path, over real HTTP: no redirects
// followed, answers read only up to a cap, a full limiter queue refused at once.
import { afterEach, describe, expect, it } from "vitest";
import { UpstreamError } from "@/server/chain/errors";
import { fetchJson, type HttpOptions } from "@/server/chain/http/fetch-json";
import { createSemaphore, SemaphoreFullError } from "@/server/chain/http/semaphore";
import { sendJson, startTestHttpServer, type TestHttpServer } from "@/server/chain/testing/test-http-server";
import { UpstreamOverloadedError, UpstreamRedirectError, UpstreamTooLargeError } from "@/server/chain/http/upstream-limits";

const once: HttpOptions = { source: "rpc", timeoutMs: 5_000, maxRetries: 3, backoff: { baseMs: 1, capMs: 1 } };
const servers: TestHttpServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
const start = async (...args: Parameters<typeof startTestHttpServer>) => {
  const server = await startTestHttpServer(...args);
  servers.push(server);
  return server;
};

describe("fetchJson limits", () => {
  it("does not follow a redirect: a typed, non-retried upstream error, and the target is never asked", async () => {
    const target = await start((_req, res) => sendJson(res, 200, { secret: "metadata" }));
    const redirecting = await start((_req, res) => {
      res.writeHead(302, { location: `${target.url}/latest/meta-data` });
      res.end();
    });
    const failure = await fetchJson({ url: redirecting.url, body: { a: 1 } }, once).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamRedirectError);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(redirecting.requests).toHaveLength(1);
    expect(target.requests).toHaveLength(0);
  });

  it("stops reading an answer past the size cap (chunked, no Content-Length) and does not retry it", async () => {
    let written = 0;
    const endless = await start((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (!res.destroyed && written < 64 * 1024 * 1024) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      pump();
    });
    const failure = await fetchJson({ url: endless.url }, { ...once, maxResponseBytes: 256 * 1024 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamTooLargeError);
    expect(endless.requests).toHaveLength(1);
    // the server was cut off long before its 64 MiB (socket buffers hold a few MB at most)
    expect(written).toBeLessThan(16 * 1024 * 1024);
  });

  it("refuses a declared Content-Length past the cap before reading", async () => {
    const big = await start((_req, res) => sendJson(res, 200, { pad: "x".repeat(2_000) }));
    await expect(fetchJson({ url: big.url }, { ...once, maxResponseBytes: 1_000 })).rejects.toBeInstanceOf(UpstreamTooLargeError);
  });

  it("a full limiter queue fails fast with a typed upstream error instead of waiting", async () => {
    const held: Array<() => void> = [];
    const slow = await start((_req, res) => void held.push(() => sendJson(res, 200, { ok: true })));
    const limiter = createSemaphore(1, { maxQueue: 1 });
    const running = fetchJson({ url: slow.url }, { ...once, limiter });
    const queued = fetchJson({ url: slow.url }, { ...once, limiter });
    const refused = await fetchJson({ url: slow.url }, { ...once, limiter }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UpstreamOverloadedError);
    expect((refused as UpstreamOverloadedError).source).toBe("rpc");
    expect(limiter.waiting).toBe(1);
    while (held.length < 1) await new Promise((resolve) => setImmediate(resolve));
    held.shift()!();
    await running;
    while (held.length < 1) await new Promise((resolve) => setImmediate(resolve));
    held.shift()!();
    expect((await queued).body).toEqual({ ok: true });
    expect(slow.requests).toHaveLength(2);
  });
});

describe("createSemaphore queue bound", () => {
  it("queues up to maxQueue tasks and refuses the next at once", async () => {
    const limiter = createSemaphore(2, { maxQueue: 3 });
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const tasks = Array.from({ length: 5 }, () => limiter.run(() => gate));
    await expect(limiter.run(async () => 1)).rejects.toBeInstanceOf(SemaphoreFullError);
    expect(limiter.active).toBe(2);
    expect(limiter.waiting).toBe(3);
    open();
    await Promise.all(tasks);
    expect(await limiter.run(async () => 2)).toBe(2);
  });
});
