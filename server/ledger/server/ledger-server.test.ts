// Faults, latency and counters of the ledger server, over real HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startLedgerServer, type LedgerServer } from "@/server/ledger/server/ledger-server";

let server: LedgerServer;

beforeAll(async () => {
  server = await startLedgerServer({ port: 0 });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  // the default world's live chain is shared by every file in this process: start from its defaults
  server.controls.configure({ latencyMs: 0, faults: [], confirmationDelayMs: 400, finalityDelayMs: 2_000 });
  server.controls.resetStats();
});

const rpc = (body: unknown, signal?: AbortSignal) =>
  fetch(server.rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal });
const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({ jsonrpc: "2.0", id, method, params });

describe("ledger server faults", () => {
  it("answers every 2nd getSlot with 429 and a Retry-After header, other methods untouched", async () => {
    server.controls.configure({ faults: [{ mode: "429", every: 2, methods: ["getSlot"], retryAfterSeconds: 3 }] });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await rpc(call("getSlot"));
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers.get("retry-after")).toBe("3");
      await res.text();
    }
    expect(statuses).toEqual([200, 429, 200, 429]);
    expect((await rpc(call("getHealth"))).status).toBe(200);
    expect(server.controls.stats.faults["429"]).toBe(2);
  });

  it("injects 500s and malformed JSON on market paths only when asked", async () => {
    server.controls.configure({ faults: [{ mode: "500", every: 1, limit: 1, paths: ["/jupiter"] }, { mode: "garbage", every: 1, limit: 1, paths: ["/dexscreener"] }] });
    const q = await fetch(`${server.jupiterUrl}/swap/v1/quote?inputMint=So11111111111111111111111111111111111111112&outputMint=So11111111111111111111111111111111111111112&amount=1`);
    expect(q.status).toBe(500);
    const d = await fetch(`${server.dexscreenerUrl}/tokens/v1/solana/So11111111111111111111111111111111111111112`);
    expect(d.status).toBe(200);
    await expect(d.json()).rejects.toThrow();
    const again = await fetch(`${server.dexscreenerUrl}/tokens/v1/solana/So11111111111111111111111111111111111111112`);
    expect(await again.json()).toEqual([]);
  });

  it("hangs a request until the client gives up", async () => {
    server.controls.configure({ faults: [{ mode: "hang", every: 1, limit: 1 }] });
    // the client's own timeout ends it (TimeoutError), not an answer or a closed socket.
    await expect(rpc(call("getSlot"), AbortSignal.timeout(300))).rejects.toMatchObject({ name: "TimeoutError" });
    expect((await rpc(call("getSlot"))).status).toBe(200);
  });

  it("applies a seeded rate deterministically", async () => {
    const run = async () => {
      server.controls.configure({ faults: [{ mode: "500", rate: 0.5, seed: "s1" }] });
      const out: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await rpc(call("getHealth"));
        out.push(res.status);
        await res.text();
      }
      return out;
    };
    const first = await run();
    expect(first).toContain(500);
    expect(first).toContain(200);
    expect(await run()).toEqual(first);
  });

  it("honours injected latency", async () => {
    server.controls.configure({ latencyMs: 120 });
    const started = performance.now();
    await (await rpc(call("getSlot"))).json();
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it("counts batch items individually, HTTP requests and peak concurrency", async () => {
    server.controls.configure({ latencyMs: 60 });
    await Promise.all([
      rpc([call("getSlot", [], 1), call("getSlot", [], 2), call("getBalance", ["So11111111111111111111111111111111111111112"], 3)]).then((r) => r.json()),
      rpc(call("getHealth")).then((r) => r.json()),
      rpc(call("getHealth")).then((r) => r.json()),
    ]);
    const stats = server.controls.stats;
    expect(stats.methods).toEqual({ getSlot: 2, getBalance: 1, getHealth: 2 });
    expect(stats.httpRequests).toBe(3);
    expect(stats.maxConcurrent).toBe(3);
  });

  it("is configurable over HTTP and exposes its stats", async () => {
    const set = await fetch(`${server.url}/__ledger/config`, { method: "POST", body: JSON.stringify({ latencyMs: 5, faults: [{ mode: "500", every: 3 }] }) });
    expect(await set.json()).toEqual({ latencyMs: 5, faults: [{ mode: "500", every: 3 }], confirmationDelayMs: 400, finalityDelayMs: 2_000, historyMethods: { enabled: false } });
    await (await rpc(call("getSlot"))).text();
    const stats = await (await fetch(`${server.url}/__ledger/stats`)).json();
    expect(stats.methods.getSlot).toBe(1);
    await fetch(`${server.url}/__ledger/stats/reset`, { method: "POST" });
    expect((await (await fetch(`${server.url}/__ledger/stats`)).json()).httpRequests).toBe(0);
    const bad = await fetch(`${server.url}/__ledger/config`, { method: "POST", body: JSON.stringify({ faults: [{ mode: "teapot" }] }) });
    expect(bad.status).toBe(400);
  });

  it("serves an indexing provider's history methods when told to, and stops again", async () => {
    const history = () => rpc(call("getTransactionsForAddress", ["11111111111111111111111111111111", { limit: 1 }])).then((r) => r.json());
    const configure = (historyMethods: object) => fetch(`${server.url}/__ledger/config`, { method: "POST", body: JSON.stringify({ faults: [], historyMethods }) });
    expect((await history()).error).toMatchObject({ code: -32601 });
    expect(await (await configure({ enabled: true, fullLimit: 1000 })).json()).toMatchObject({ historyMethods: { enabled: true, fullLimit: 1000 } });
    expect((await history()).result).toMatchObject({ data: expect.any(Array) });
    await configure({ enabled: false });
    expect((await history()).error).toMatchObject({ code: -32601 });
  });
});

describe("JSON-RPC protocol", () => {
  it("echoes ids and answers node error codes", async () => {
    const answers = await (
      await rpc([call("getSlot", [], "a"), call("noSuchMethod", [], 7), call("getBalance", ["not-base58!"], 8), { jsonrpc: "2.0", id: 9 }])
    ).json();
    expect(answers[0]).toMatchObject({ id: "a", result: expect.any(Number) });
    expect(answers[1]).toMatchObject({ id: 7, error: { code: -32601 } });
    expect(answers[2]).toMatchObject({ id: 8, error: { code: -32602 } });
    expect(answers[3]).toMatchObject({ id: 9, error: { code: -32600 } });
    const parse = await fetch(server.rpcUrl, { method: "POST", body: "{not json" });
    expect(await parse.json()).toMatchObject({ id: null, error: { code: -32700 } });
  });

  it("lets browsers call it: CORS preflight and Access-Control-Allow-Origin on answers", async () => {
    const preflight = await fetch(server.rpcUrl, { method: "OPTIONS", headers: { origin: "http://localhost:3000", "access-control-request-method": "POST", "access-control-request-headers": "content-type,solana-client" } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type,solana-client");
    const answer = await rpc(call("getHealth"));
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("writes u64::MAX rentEpoch as the exact integer", async () => {
    const text = await (await rpc(call("getAccountInfo", ["So11111111111111111111111111111111111111112", { encoding: "base64" }]))).text();
    expect(text).toContain('"rentEpoch":18446744073709551615');
  });
});
