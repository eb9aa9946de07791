// RPC_CREDITS_PER_MINUTE through the real scan route (issue 28 item 5): with
// the budget tight, a free caller's cold scan waits, then is refused 503 busy
// with Retry-After and its quota unit given back, while a paying key's scan
// still runs; a cached answer never touches the budget.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rpcUsageResponseSchema } from "@/server/contracts/rpc-usage";
import { startTestApp, type StartedTestApp } from "@/server/app/testing/test-app";
import { ensureLedgerServer, SCENARIOS } from "@/server/ledger";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
const ADMIN_TOKEN = "test-admin-token-0123456789abcdef0123456789";
const QUOTA = 3;
const base = "https://cabal.example";
let testApp: StartedTestApp;
let routes: Record<"admin" | "usage" | "scan", Handler>;
const [paidMint, freeMint] = SCENARIOS.map((s) => s.mint);

beforeAll(async () => {
  // 1,000 Helius credits a minute: less than one cold scan's first estimate (300 history calls at 10)
  testApp = await startTestApp({ ADMIN_TOKEN, TRUSTED_IP_HEADER: "x-real-ip", RPC_CREDITS_PER_MINUTE: "1000", ANON_MONTHLY_QUOTA: String(QUOTA) });
  await ensureLedgerServer();
  const load = async (path: string, method: "GET" | "POST") => ((await import(path)) as Record<string, Handler>)[method];
  routes = { admin: await load("../admin/keys/route", "POST"), usage: await load("../admin/rpc-usage/route", "GET"), scan: await load("./route", "GET") };
});

afterAll(async () => {
  await testApp?.close();
});

const anonymous = { headers: { "user-agent": "test/1.0", "x-real-ip": "203.0.113.9" } };
const scan = (mint: string, init: RequestInit = anonymous) => routes.scan(new Request(`${base}/api/scan-cabal?mintAddress=${mint}`, init));

async function paygKey(): Promise<string> {
  const response = await routes.admin(
    new Request(`${base}/api/admin/keys`, { method: "POST", body: JSON.stringify({ plan: "payg", credit_usdc: "5" }), headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" } }),
  );
  return ((await response.json()) as { api_key: string }).api_key;
}

describe("the RPC credit budget on the scan route", () => {
  it("a paying key's cold scan runs past the budget; a free caller's is refused 503 busy and its quota unit given back", async () => {
    const key = await paygKey();
    const paid = await scan(paidMint, { headers: { ...anonymous.headers, "x-api-key": key } });
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { source: string }).source).toBe("real_time");

    const started = performance.now();
    const refused = await scan(freeMint);
    expect(refused.status).toBe(503);
    // it waited for room (bounded), then gave up
    expect(performance.now() - started).toBeGreaterThan(1_500);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(((await refused.clone().json()) as { error: { code: string } }).error.code).toBe("busy");
    await expectMatchesOpenApi(refused, "get", "/api/scan-cabal");

    // a cached answer needs no trace, so no budget: it runs, and shows the refused scan's unit was given back
    const warm = await scan(paidMint);
    expect(warm.status).toBe(200);
    const body = (await warm.json()) as { source: string; free_queries_remaining: number };
    expect([body.source, body.free_queries_remaining]).toEqual(["pre_indexed", QUOTA - 1]);
  });

  it("the operator sees the budget, the minute's spend and the refused free trace", async () => {
    const response = await routes.usage(new Request(`${base}/api/admin/rpc-usage`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }));
    const body = rpcUsageResponseSchema.parse(await response.json());
    expect(body.budget).toMatchObject({ credits_per_minute: 1000, free_refused_last_hour: 1 });
    expect(body.last_hour.by_caller_kind).toEqual({ key: expect.objectContaining({ traces: 1 }) });
    // the paid trace overshot the budget: what it spent is on the minute's counter (unless the minute turned)
    expect(body.budget.spent_this_minute === 0 || body.budget.spent_this_minute >= body.last_hour.all.credits_total).toBe(true);
  });
});
