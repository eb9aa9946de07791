// The client against a real HTTP server on 127.0.0.1 (node:http): what goes
// out on the wire, and how each kind of answer comes back. No fetch mocks.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { getRecentScans } from "@/server/contracts/endpoints/scan";
import type { RecentScansResponse } from "@/server/contracts/recent-scans";
import { buildUrl, createApiClient } from "@/components/api/client";
import { readPaymentRequired } from "@/components/api/payment-required";

const itemSchema = z.object({ id: z.string(), count: z.number().int() });
const getItem = {
  method: "get",
  path: "/items/{id}",
  pathParams: z.object({ id: z.string() }),
  query: z.object({ fresh: z.enum(["0", "1"]).optional(), tags: z.array(z.string()).optional() }),
  responses: { 200: { description: "the item", schema: itemSchema } },
} as const;
const createItem = {
  method: "post",
  path: "/items",
  body: z.object({ name: z.string() }),
  responses: { 201: { description: "created", schema: itemSchema } },
} as const;
const scan = { method: "get", path: "/scan", query: z.object({ mint: z.string() }), responses: { 200: { schema: itemSchema } } } as const;

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}
type Handler = (req: Seen, res: ServerResponse) => void;

let server: Server;
let handler: Handler = (_req, res) => res.end();
let seen: Seen[] = [];
let client: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const request = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
      seen.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  client = createApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Handler {
  return (_req, res) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };
}

function given(next: Handler) {
  seen = [];
  handler = next;
}

describe("callApi", () => {
  it("fills path parameters and the query, and returns the body parsed with the success schema", async () => {
    given(answer(200, { id: "a b", count: 3 }));
    const result = await client.callApi(getItem, { params: { id: "a b/c" }, query: { fresh: "1", tags: ["x", "y"] } });
    expect(seen[0].url).toBe("/items/a%20b%2Fc?fresh=1&tags=x&tags=y");
    expect(seen[0].method).toBe("GET");
    expect(seen[0].headers["x-api-key"]).toBeUndefined();
    expect(result).toMatchObject({ ok: true, status: 200, data: { id: "a b", count: 3 } });
    if (result.ok) expectTypeOf(result.data).toEqualTypeOf<{ id: string; count: number }>();
  });

  it("sends a JSON body and the API key, and takes a 201 as success", async () => {
    given(answer(201, { id: "n1", count: 0 }));
    const result = await client.callApi(createItem, { body: { name: "first" }, apiKey: "ch_live_k" });
    expect(seen[0]).toMatchObject({ method: "POST", url: "/items", body: '{"name":"first"}' });
    expect(seen[0].headers["content-type"]).toBe("application/json");
    expect(seen[0].headers["x-api-key"]).toBe("ch_live_k");
    expect(result.ok && result.data.id).toBe("n1");
  });

  it("reads a 2xx the contract did not list with a listed success schema", async () => {
    given(answer(200, { id: "n2", count: "many" }));
    expect(await client.callApi(createItem, { body: { name: "second" } })).toMatchObject({ ok: false, problem: { status: 200, code: "bad_answer" } });
    given(answer(200, { id: "n2", count: 2 }));
    expect(await client.callApi(createItem, { body: { name: "second" } })).toMatchObject({ ok: true, status: 200, data: { id: "n2", count: 2 } });
  });

  it("reads the error model into a problem with its code, message, details and status", async () => {
    given(answer(400, { error: { code: "invalid_mint", message: "mint: not Base58", details: { issues: [{ path: "mint" }] } } }));
    const result = await client.callApi(scan, { query: { mint: "nope" } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toMatchObject({ status: 400, code: "invalid_mint", message: "mint: not Base58", details: { issues: [{ path: "mint" }] } });
  });

  it("gives a 429 its Retry-After, in seconds or as a date", async () => {
    given(answer(429, { error: { code: "rate_limited", message: "Too many requests." } }, { "Retry-After": "7" }));
    const seconds = await client.callApi(scan, { query: { mint: "m" } });
    expect(!seconds.ok && seconds.problem).toMatchObject({ status: 429, code: "rate_limited", retryAfter: 7 });
    given(answer(429, { error: { code: "rate_limited", message: "Later." } }, { "Retry-After": new Date(Date.now() + 30_000).toUTCString() }));
    const date = await client.callApi(scan, { query: { mint: "m" } });
    expect(!date.ok && date.problem.retryAfter).toBeGreaterThanOrEqual(28);
  });

  it("keeps a 402's payment offers beside the error, typed by the payment contract", async () => {
    const offer = {
      error: { code: "payment_required", message: "Free scans used." },
      x402Version: 2,
      resource: { url: "http://x/api/scan-cabal", description: "One token risk scan", mimeType: "application/json" },
      accepts: [],
      options: { pay_per_scan: { price_usdc: "0.01" }, unlimited_plan: { price_usdc: "49", days: 30, fair_use_scans_per_month: 100000 }, prepaid_credit: { minimum_usdc: "5" }, free_key: { scans_per_month: 100 } },
      free_queries_remaining: 0,
    };
    given(answer(402, offer));
    const result = await client.callApi(scan, { query: { mint: "m" } });
    if (result.ok) throw new Error("a 402 is a failure");
    expect(result.problem).toMatchObject({ status: 402, code: "payment_required" });
    expect(readPaymentRequired(result.problem)?.options.pay_per_scan.price_usdc).toBe("0.01");
    expect(readPaymentRequired({ ...result.problem, body: { error: offer.error } })).toBeNull();
  });

  it("falls back to the status when the error body is not ours (a proxy's page)", async () => {
    given(answer(502, "<html>Bad gateway</html>", { "content-type": "text/html" }));
    const result = await client.callApi(scan, { query: { mint: "m" } });
    expect(!result.ok && result.problem).toMatchObject({ status: 502, code: "http_502" });
  });

  it("refuses a success body that breaks the contract instead of passing it on", async () => {
    given(answer(200, { id: 5 }));
    const result = await client.callApi(scan, { query: { mint: "m" } });
    expect(!result.ok && result.problem).toMatchObject({ status: 200, code: "bad_answer" });
  });

  it("reports a cancelled call as aborted, and a server that is not there as network", async () => {
    given((_req, res) => setTimeout(() => answer(200, { id: "late", count: 1 })(_req, res), 2_000));
    const controller = new AbortController();
    const pending = client.callApi(scan, { query: { mint: "m" }, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ ok: false, problem: { code: "aborted" }, headers: null });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await createApiClient({ baseUrl: `http://127.0.0.1:${port}` }).callApi(scan, { query: { mint: "m" } });
    expect(offline).toMatchObject({ ok: false, problem: { status: 0, code: "network" } });
  });
});

describe("callApi with the API's own contracts", () => {
  it("types and checks GET /api/recent-scans by its endpoint object", async () => {
    const row = { mint: "38tEXU5VJ9mfUt4jbR8CCyMzUppgfzUYgz2gp71ZoNs4", recommendation: "SAFE", cabal_score: 4, source: "real_time", duration_ms: 120, scanned_at: "2026-11-25T00:00:00Z" };
    given(answer(200, { scans: [row] }));
    const result = await client.callApi(getRecentScans, { query: { limit: 5 } });
    expect(seen[0].url).toBe("/api/recent-scans?limit=5");
    if (!result.ok) throw new Error(result.problem.message);
    expectTypeOf(result.data).toEqualTypeOf<RecentScansResponse>();
    expect(result.data.scans[0].cabal_score).toBe(4);
    given(answer(200, { scans: [{ ...row, recommendation: "MAYBE" }] }));
    expect(await client.callApi(getRecentScans, {})).toMatchObject({ ok: false, problem: { code: "bad_answer" } });
  });
});

describe("buildUrl", () => {
  it("leaves out undefined query values and refuses a missing path parameter", () => {
    expect(buildUrl(scan, { query: { mint: "m", fresh: undefined } })).toBe("/scan?mint=m");
    expect(() => buildUrl(getItem, { params: {} })).toThrow(/missing path parameter id/);
  });
});

// compile-time only: an input the endpoint does not take, or a missing required one, is a type error
export function inputTypes() {
  // @ts-expect-error the query's mint is required
  void client.callApi(scan, {});
  // @ts-expect-error a GET without a body takes none
  void client.callApi(scan, { query: { mint: "m" }, body: { x: 1 } });
}
