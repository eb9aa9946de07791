// The RPC bill end to end through the route handlers on a throwaway PostgreSQL
// and the embedded ledger: every live trace done for a caller is one rpc_usage
// row with that caller's kind (anonymous and keyed scans, a wallet check, a
// cohorts trace); a cached answer makes none; GET /api/admin/rpc-usage reads
// them back (p50/p95 per caller kind, the price list, the budget's minute).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rpcUsageResponseSchema } from "@/server/contracts/rpc-usage";
import { startTestApp, type StartedTestApp } from "@/server/app/testing/test-app";
import { ensureLedgerServer, SCENARIOS } from "@/server/ledger";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
const ADMIN_TOKEN = "test-admin-token-0123456789abcdef0123456789";
const base = "https://cabal.example";
let testApp: StartedTestApp;
let routes: Record<"admin" | "usage" | "scan" | "wallet" | "cohorts", Handler>;
const [first, second, third] = SCENARIOS.map((s) => s.mint);

beforeAll(async () => {
  testApp = await startTestApp({ ADMIN_TOKEN, TRUSTED_IP_HEADER: "x-real-ip", RPC_CREDIT_PRICES: "quicknode" });
  await ensureLedgerServer();
  const load = async (path: string, method: "GET" | "POST") => ((await import(path)) as Record<string, Handler>)[method];
  routes = {
    admin: await load("../keys/route", "POST"),
    usage: await load("./route", "GET"),
    scan: await load("../../scan-cabal/route", "GET"),
    wallet: await load("../../wallet-check/route", "GET"),
    cohorts: await load("../../cohorts/route", "GET"),
  };
});

afterAll(async () => {
  await testApp?.close();
});

const anonymous = { headers: { "user-agent": "test/1.0", "x-real-ip": "203.0.113.7" } };
const keyed = (key: string) => ({ headers: { ...anonymous.headers, "x-api-key": key } });
const usage = (authorization = `Bearer ${ADMIN_TOKEN}`) => routes.usage(new Request(`${base}/api/admin/rpc-usage`, { headers: { authorization } }));

async function paygKey(): Promise<string> {
  const response = await routes.admin(
    new Request(`${base}/api/admin/keys`, { method: "POST", body: JSON.stringify({ plan: "payg", credit_usdc: "5" }), headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" } }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { api_key: string }).api_key;
}

async function rows() {
  await (await testApp.app.bill()).flush();
  const db = await testApp.app.database();
  return db.prisma.rpcUsage.findMany({ orderBy: { id: "asc" } });
}

describe("the RPC bill (rpc_usage and GET /api/admin/rpc-usage)", () => {
  it("refuses a missing or wrong bearer token with 401", async () => {
    const refused = await usage("");
    expect(refused.status).toBe(401);
    await expectMatchesOpenApi(refused, "get", "/api/admin/rpc-usage");
    expect((await usage(`Bearer ${ADMIN_TOKEN}x`)).status).toBe(401);
  });

  it("records one row per live scan with the caller's kind, its calls by method and stage and its credits; a cached answer adds none", async () => {
    expect((await routes.scan(new Request(`${base}/api/scan-cabal?mintAddress=${first}`, anonymous))).status).toBe(200);
    const key = await paygKey();
    expect((await routes.scan(new Request(`${base}/api/scan-cabal?mintAddress=${second}`, keyed(key)))).status).toBe(200);
    // warm: answered from the stored report, no trace
    expect(((await (await routes.scan(new Request(`${base}/api/scan-cabal?mintAddress=${first}`, anonymous))).json()) as { source: string }).source).toBe("pre_indexed");
    const recorded = await rows();
    expect(recorded.map((r) => [r.work, r.callerKind, r.mint])).toEqual([
      ["scan", "anonymous", first],
      ["scan", "key", second],
    ]);
    for (const row of recorded) {
      const byMethod = row.byMethod as Record<string, number>;
      const byStage = row.byStage as Record<string, Record<string, number>>;
      expect(row.calls).toBeGreaterThan(10);
      expect(Object.values(byMethod).reduce((a, b) => a + b, 0)).toBe(row.calls);
      expect(Object.values(byStage).flatMap((calls) => Object.values(calls)).reduce((a, b) => a + b, 0)).toBe(row.calls);
      expect(byStage.holders).toBeDefined();
      // QuickNode: 30 credits a call, 120 for the "large" ones (none in a scan)
      expect([row.prices, row.credits]).toEqual(["quicknode", row.calls * 30]);
      expect(row.cached).toBe(false);
    }
  });

  it("records the wallet check's own reads and an analytics trace under their caller's kind", async () => {
    const before = (await rows()).length;
    const wallet = await routes.wallet(new Request(`${base}/api/wallet-check?mint=${first}&wallet=${first}`, anonymous));
    expect(wallet.status).toBe(200);
    const key = await paygKey();
    expect((await routes.cohorts(new Request(`${base}/api/cohorts?mint=${third}`, keyed(key)))).status).toBe(200);
    const added = (await rows()).slice(before).map((r) => [r.work, r.callerKind, r.mint]);
    // the wallet check's scan of `first` was warm: only its own reads were made
    expect(added).toEqual([
      ["wallet_check", "anonymous", first],
      ["analytics", "key", third],
    ]);
  });

  it("answers calls and credits per trace (p50/p95) per caller kind over the last hour and day, the price list and the budget", async () => {
    const response = await usage();
    expect([response.status, response.headers.get("cache-control")]).toEqual([200, "no-store"]);
    await expectMatchesOpenApi(response, "get", "/api/admin/rpc-usage");
    const body = rpcUsageResponseSchema.parse(await response.json());
    const recorded = await rows();
    const scans = recorded.filter((r) => r.work === "scan");
    expect(body.prices).toBe("quicknode");
    expect(body.last_hour.all.traces).toBe(recorded.length);
    expect(body.last_hour.by_caller_kind.anonymous?.traces).toBe(2);
    expect(body.last_hour.by_caller_kind.key).toMatchObject({ traces: 2 });
    expect(body.last_hour.by_work.scan).toMatchObject({ traces: 2, calls_total: scans[0].calls + scans[1].calls, credits_p95: expect.any(Number) });
    expect(body.last_day.all.credits_total).toBeCloseTo(recorded.reduce((sum, r) => sum + r.credits, 0), 1);
    expect(body.budget).toMatchObject({ credits_per_minute: null, free_share: 0.8, free_refused_last_hour: 0 });
    expect(body.budget.spent_this_minute).toBeGreaterThanOrEqual(0);
  });
});
