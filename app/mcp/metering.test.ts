// MCP tools are metered exactly like their HTTP twins (issue 18 items 1, 2, 11):
// no free repeat for the analytics tools (their twins have none), free repeats
// still take the key's minute limit, an unknown key is a 401, the twin's
// metering headers travel in `_meta.headers`, one MCP request runs at most
// MAX_TOOL_CALLS_PER_REQUEST tool calls, and a foreign Origin is a 403.
import { describe, expect, it } from "vitest";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { SCENARIOS } from "@/server/ledger";
import { issueAdminKey } from "@/server/services/access/access/admin-keys";
import { MAX_TOOL_CALLS_PER_REQUEST } from "@/server/api/mcp/mcp-call";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;

const harness = routeOnThrowawayDatabase<{ POST: Handler }>(() => import("@/app/mcp/route"), {
  ANON_MONTHLY_QUOTA: "50",
  ANON_RATE_LIMIT_PER_MINUTE: "100",
  KEY_RATE_LIMIT_PER_MINUTE: "3",
  TRUSTED_IP_HEADER: "x-real-ip",
  APP_BASE_URL: "https://cabal.example",
  MCP_ALLOWED_ORIGINS: "https://agent.example",
});

const mint = SCENARIOS.find((scenario) => scenario.expect.recommendation === "AVOID")!.mint;

interface ToolAnswer {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content?: Array<{ text?: string }>;
  _meta?: { headers?: Record<string, string> };
}

let id = 0;
const toolCall = (name: string, args: Record<string, unknown> = {}) => ({ jsonrpc: "2.0", id: ++id, method: "tools/call", params: { name, arguments: args } });

async function post(body: unknown, headers: Record<string, string>): Promise<Response> {
  return harness.route().POST(
    new Request("http://localhost/mcp", {
      method: "POST",
      headers: { "user-agent": "vitest", "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
      body: JSON.stringify(body),
    }),
  );
}

/** An error result's body: the HTTP status and error, as JSON text (error results carry no structured content). */
const errorOf = (answer: ToolAnswer): { status?: number; error?: { code: string } } => (answer.isError ? JSON.parse(answer.content?.[0]?.text ?? "{}") : {});

async function call(name: string, args: Record<string, unknown>, headers: Record<string, string>): Promise<ToolAnswer> {
  const response = await post(toolCall(name, args), headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: ToolAnswer }).result;
}

describe("MCP metering", () => {
  it("get_cohorts counts a scan every time, like GET /api/cohorts: a repeat is not free, and the quota shows in _meta.headers", async () => {
    const ip = { "x-real-ip": "10.20.0.1" };
    // a stored report for the mint: with it, the old code answered the repeat for free
    expect((await call("check_cabal_risk", { mintAddress: mint }, ip)).isError).toBeFalsy();
    const rpc = (await harness.app().runtime()).sources.rpc;
    const callsSoFar = () => Object.values(rpc.stats().calls).reduce((sum, n) => sum + n, 0);
    const before = callsSoFar();
    const first = await call("get_cohorts", { mintAddress: mint }, ip);
    const traced = callsSoFar() - before;
    const second = await call("get_cohorts", { mintAddress: mint }, ip);
    expect(first.isError).toBeFalsy();
    expect(second.isError).toBeFalsy();
    expect(Number(first._meta?.headers?.["X-Free-Queries-Remaining"])).toBe(48);
    expect(Number(second._meta?.headers?.["X-Free-Queries-Remaining"])).toBe(47);
    // charged both times, traced once (issue 28: every call re-ran the whole trace, ~1,800 RPC calls on a busy token)
    expect(traced).toBeGreaterThan(0);
    expect(callsSoFar() - before).toBe(traced);
    expect(second.structuredContent?.slot).toBe(first.structuredContent?.slot);
  });

  it("free repeats still take the key's per-minute limit: past it, 429 with Retry-After", async () => {
    const { prisma } = await installedAppDatabase();
    const { apiKey } = await issueAdminKey(prisma, { plan: "unlimited" });
    const headers = { "x-real-ip": "10.20.0.2", "x-api-key": apiKey };
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await call("check_cabal_risk", { mintAddress: mint }, headers));
    expect(answers.slice(0, 3).map((a) => a.isError ?? false)).toEqual([false, false, false]);
    expect(errorOf(answers[3])).toMatchObject({ status: 429, error: { code: "rate_limited" } });
    expect(Number(answers[3]._meta?.headers?.["Retry-After"])).toBeGreaterThan(0);
  });

  it("an unknown X-API-Key is a 401 before any work, on a free tool too", async () => {
    const answer = await call("check_wallet", { mintAddress: mint, wallet: mint }, { "x-real-ip": "10.20.0.3", "x-api-key": "ch_live_junk_junk" });
    expect(errorOf(answer)).toMatchObject({ status: 401, error: { code: "unauthorized" } });
  });

  it(`runs at most ${MAX_TOOL_CALLS_PER_REQUEST} tool calls per MCP request (a JSON-RPC batch)`, async () => {
    const batch = Array.from({ length: MAX_TOOL_CALLS_PER_REQUEST + 2 }, () => toolCall("get_pricing"));
    const response = await post(batch, { "x-real-ip": "10.20.0.4" });
    const answers = ((await response.json()) as Array<{ result: ToolAnswer }>).map((a) => a.result);
    expect(answers).toHaveLength(MAX_TOOL_CALLS_PER_REQUEST + 2);
    expect(answers.filter((a) => !a.isError)).toHaveLength(MAX_TOOL_CALLS_PER_REQUEST);
    expect(answers.filter((a) => a.isError).every((a) => errorOf(a).error?.code === "bad_request")).toBe(true);
  });

  it("checks Origin: a foreign origin is a 403; none, our own and configured origins are served", async () => {
    const list = { jsonrpc: "2.0", id: 1, method: "tools/list" };
    const ip = { "x-real-ip": "10.20.0.5" };
    const foreign = await post(list, { ...ip, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    await expectMatchesOpenApi(foreign.clone(), "post", "/mcp");
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    // rebinding: the hostile name is the Host too; it is still foreign
    const rebound = await harness.route().POST(
      new Request("http://evil.example/mcp", { method: "POST", headers: { origin: "http://evil.example", "content-type": "application/json", accept: "application/json, text/event-stream" }, body: JSON.stringify(list) }),
    );
    expect(rebound.status).toBe(403);
    expect((await post(list, { ...ip, origin: "null" })).status).toBe(403);
    for (const origin of [undefined, "https://cabal.example", "https://agent.example"]) {
      const response = await post(list, origin ? { ...ip, origin } : ip);
      expect(response.status, String(origin)).toBe(200);
    }
  });
});
