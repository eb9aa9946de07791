// Bounded work per /mcp request (issue 28 item 3): the body is capped while it
// is read (a chunked upload without Content-Length is cut off at the limit and
// answered 413 with the one error body, never buffered whole), a batch longer
// than MAX_MESSAGES_PER_REQUEST is refused before any message runs, and each
// tool call of a batch is metered on its own: N calls take N quota units and N
// minute units.
import { describe, expect, it } from "vitest";
import { SCENARIOS } from "@/server/ledger";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { MAX_MESSAGES_PER_REQUEST } from "@/server/api/mcp/mcp-body";
import { MAX_TOOL_CALLS_PER_REQUEST } from "@/server/api/mcp/mcp-call";
import { issueAdminKey } from "@/server/services/access/access/admin-keys";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;

const harness = routeOnThrowawayDatabase<{ POST: Handler }>(() => import("@/app/mcp/route"), {
  ANON_MONTHLY_QUOTA: "50",
  ANON_RATE_LIMIT_PER_MINUTE: "100",
  KEY_RATE_LIMIT_PER_MINUTE: "3",
  TRUSTED_IP_HEADER: "x-real-ip",
});

const mint = SCENARIOS.find((scenario) => scenario.expect.recommendation === "AVOID")!.mint;
const headers = (more: Record<string, string>) => ({ "user-agent": "vitest", "content-type": "application/json", accept: "application/json, text/event-stream", ...more });
let id = 0;
const toolCall = (name: string, args: Record<string, unknown> = {}) => ({ jsonrpc: "2.0", id: ++id, method: "tools/call", params: { name, arguments: args } });
const post = (body: unknown, more: Record<string, string>) => harness.route().POST(new Request("http://localhost/mcp", { method: "POST", headers: headers(more), body: JSON.stringify(body) }));

interface ToolAnswer {
  isError?: boolean;
  content?: Array<{ text?: string }>;
  _meta?: { headers?: Record<string, string> };
}
const errorOf = (answer: ToolAnswer): { status?: number; error?: { code: string } } => (answer.isError ? JSON.parse(answer.content?.[0]?.text ?? "{}") : {});

/** A chunked body (no Content-Length) of `total` bytes in 16 KiB chunks, counting what was pulled from it. */
function countedStream(total: number) {
  const chunk = new TextEncoder().encode(" ".repeat(16 * 1024));
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= total) return controller.close();
      seen.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe("/mcp bounds", () => {
  it("answers an oversized chunked body 413 payload_too_large, read only up to the limit", async () => {
    const limit = 320 * 1024;
    const { stream, seen } = countedStream(8 * 1024 * 1024);
    const request = new Request("http://localhost/mcp", { method: "POST", headers: headers({ "x-real-ip": "10.30.0.1" }), body: stream, duplex: "half" } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    const response = await harness.route().POST(request);
    expect(response.status).toBe(413);
    // the stream's queue may hold a chunk or two beyond what the reader took: never the whole 8 MiB
    expect(seen.pulled).toBeLessThan(limit + 64 * 1024);
    expect(seen.cancelled).toBe(true);
    await expectMatchesOpenApi(response.clone(), "post", "/mcp");
    expect(await response.json()).toMatchObject({ error: { code: "payload_too_large" } });
  });

  it("answers a declared Content-Length past the limit 413 without reading", async () => {
    const { stream, seen } = countedStream(4 * 1024 * 1024);
    const request = new Request("http://localhost/mcp", { method: "POST", headers: headers({ "content-length": String(4 * 1024 * 1024) }), body: stream, duplex: "half" } as RequestInit);
    const response = await harness.route().POST(request);
    expect(response.status).toBe(413);
    expect(seen.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it(`refuses a batch of more than ${MAX_MESSAGES_PER_REQUEST} messages whole, with a JSON-RPC error and no message run`, async () => {
    const batch = Array.from({ length: MAX_MESSAGES_PER_REQUEST + 1 }, () => ({ jsonrpc: "2.0", id: ++id, method: "tools/list" }));
    const response = await post(batch, { "x-real-ip": "10.30.0.2" });
    expect(response.status).toBe(400);
    await expectMatchesOpenApi(response.clone(), "post", "/mcp");
    expect(await response.json()).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
    // a batch at the cap is served
    const atCap = await post(batch.slice(0, MAX_MESSAGES_PER_REQUEST), { "x-real-ip": "10.30.0.2" });
    expect(atCap.status).toBe(200);
    expect(await atCap.json()).toHaveLength(MAX_MESSAGES_PER_REQUEST);
  });

  it("answers a body that is not JSON with a JSON-RPC parse error", async () => {
    const response = await harness.route().POST(new Request("http://localhost/mcp", { method: "POST", headers: headers({}), body: "{not json" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ id: null, error: { code: -32700 } });
  });

  it("charges a batch of N metered tool calls N scans of the free quota", async () => {
    const ip = { "x-real-ip": "10.30.0.3" };
    const n = MAX_TOOL_CALLS_PER_REQUEST;
    const response = await post(Array.from({ length: n }, () => toolCall("get_cohorts", { mintAddress: mint })), ip);
    const answers = ((await response.json()) as Array<{ result: ToolAnswer }>).map((a) => a.result);
    expect(answers.map((a) => a.isError ?? false)).toEqual(Array(n).fill(false));
    const remaining = answers.map((a) => Number(a._meta?.headers?.["X-Free-Queries-Remaining"])).sort((a, b) => b - a);
    expect(remaining).toEqual(Array.from({ length: n }, (_, i) => 50 - 1 - i));
    // the next single call sees all N spent
    const next = ((await (await post(toolCall("get_cohorts", { mintAddress: mint }), ip)).json()) as { result: ToolAnswer }).result;
    expect(Number(next._meta?.headers?.["X-Free-Queries-Remaining"])).toBe(50 - n - 1);
  });

  it("counts each tool call of a batch against the key's per-minute limit: the 4th of a batch of 4 is a 429", async () => {
    const { prisma } = await installedAppDatabase();
    const { apiKey } = await issueAdminKey(prisma, { plan: "unlimited" });
    const batch = Array.from({ length: 4 }, () => toolCall("check_cabal_risk", { mintAddress: mint }));
    const response = await post(batch, { "x-real-ip": "10.30.0.4", "x-api-key": apiKey });
    const answers = ((await response.json()) as Array<{ result: ToolAnswer }>).map((a) => a.result);
    expect(answers.filter((a) => !a.isError)).toHaveLength(3);
    expect(answers.filter((a) => a.isError).map((a) => errorOf(a).error?.code)).toEqual(["rate_limited"]);
  });
});
