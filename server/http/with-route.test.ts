import { describe, expect, it, vi } from "vitest";
import { UpstreamRequestError, UpstreamResponseError } from "@/server/chain/errors";
import { z } from "zod";
import { ApiError } from "@/server/http/api-error";
import { readJsonBody, withRoute } from "@/server/http/with-route";

const request = (init?: RequestInit) => new Request("https://cabal.example/api/x", init);

describe("withRoute options", () => {
  it("cors: the CORS headers are on answers and on errors alike", async () => {
    const ok = withRoute(async () => Response.json({ ok: true }), { cors: true });
    const failing = withRoute(async () => {
      throw new ApiError("rate_limited", "slow down", { headers: { "Retry-After": "3" } });
    }, { cors: true });
    expect((await ok(request())).headers.get("access-control-allow-origin")).toBe("*");
    const refused = await failing(request());
    expect(refused.status).toBe(429);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    expect(refused.headers.get("access-control-expose-headers")).toContain("Retry-After");
    expect((await withRoute(async () => Response.json({}))(request())).headers.has("access-control-allow-origin")).toBe(false);
  });

  it("cache: no-store by default, the declared max-age otherwise, and errors are never cached", async () => {
    expect((await withRoute(async () => Response.json({}))(request())).headers.get("cache-control")).toBe("no-store");
    const cached = withRoute(async () => Response.json({}), { cache: { maxAgeSeconds: 5 } });
    expect((await cached(request())).headers.get("cache-control")).toBe("public, max-age=5");
    const cachedError = withRoute(async () => {
      throw new ApiError("not_found", "no");
    }, { cache: { maxAgeSeconds: 5 } });
    expect((await cachedError(request())).headers.get("cache-control")).toBe("no-store");
  });

  it("answers with immutable headers (a redirect) still get the declared headers", async () => {
    const redirect = withRoute(async () => Response.redirect("https://cabal.example/elsewhere", 302), { cors: true });
    const answer = await redirect(request());
    expect(answer.status).toBe(302);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("errors mapped centrally", () => {
  const failWith = (error: unknown) => withRoute(async () => {
    throw error;
  })(request());

  it("an answer that fails its own schema is a logged 500 internal_error, never a 400 blaming the caller", async () => {
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args));
    const route = withRoute(async () => Response.json(z.object({ pct: z.number().max(100) }).parse({ pct: 150 })));
    const response = await route(new Request("http://localhost/api/x"));
    spy.mockRestore();
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("internal_error");
    expect(JSON.stringify(errors)).toContain("pct");
  });

  it("an upstream timeout is 504, any other upstream failure 502, without the upstream's text", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const timeout = await failWith(new UpstreamRequestError("rpc", "timeout", "https://rpc.example/secret-key"));
    expect(timeout.status).toBe(504);
    expect((await timeout.json()).error.code).toBe("upstream_timeout");
    const bad = await failWith(new UpstreamResponseError("market", 500, null, "internal stack at db.example:5432"));
    expect(bad.status).toBe(502);
    const text = await bad.text();
    expect(text).toContain("upstream_error");
    expect(text).not.toMatch(/secret-key|db\.example/);
  });

  it("a Prisma unique violation is 409, an unreachable database 503 with Retry-After", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const unique = Object.assign(new Error("Unique constraint failed on the fields: (`email`)"), { name: "PrismaClientKnownRequestError", code: "P2002" });
    const conflict = await failWith(unique);
    expect(conflict.status).toBe(409);
    expect(await conflict.text()).not.toContain("email");
    const down = await failWith(Object.assign(new Error("Can't reach database server at 10.0.0.5"), { name: "PrismaClientKnownRequestError", code: "P1001" }));
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    expect(await down.text()).not.toContain("10.0.0.5");
    expect((await failWith(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))).status).toBe(503);
    expect((await failWith(new Error("boom"))).status).toBe(500);
  });
});

describe("readJsonBody", () => {
  it("refuses a text/plain body (what a cross-site form sends) with 415 unsupported_media_type", async () => {
    const plain = request({ method: "POST", body: JSON.stringify({ a: 1 }) });
    expect(plain.headers.get("content-type")).toContain("text/plain");
    await expect(readJsonBody(plain)).rejects.toMatchObject({ code: "unsupported_media_type", status: 415 });
    await expect(readJsonBody(request({ method: "POST", body: "{}", headers: { "content-type": "application/json; charset=utf-8" } }))).resolves.toEqual({});
  });

  it("stops a chunked body at the limit: 413 without reading (or buffering) the rest", async () => {
    let pulled = 0;
    // an endless chunked upload with no Content-Length
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    const upload = request({ method: "POST", body: endless, headers: { "content-type": "application/json" }, duplex: "half" } as RequestInit);
    await expect(readJsonBody(upload, 8 * 1024)).rejects.toMatchObject({ code: "payload_too_large", status: 413 });
    // 9 chunks cross the limit; the stream may have queued a couple ahead, never thousands
    expect(pulled).toBeLessThan(16);
  });

  it("refuses a declared Content-Length past the limit before reading", async () => {
    const big = request({ method: "POST", body: "x".repeat(10), headers: { "content-type": "application/json", "content-length": "999999" } });
    await expect(readJsonBody(big, 1024)).rejects.toMatchObject({ status: 413 });
  });
});
