// Issue 20 item 3, from the description's words: "X-Key-Credits-Remaining:
// Balance on the prepaid key, when X-API-Key is sent", and decisions "Keys and
// payments (revised)": USDC with up to 6 decimals for credit keys; for
// unlimited keys the fair-use scans left this month, with X-Key-Plan:
// unlimited saying which; on every answer to a keyed call. Keys are made by
// the operator route; every call goes through the exported route handlers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type StartedTestApp } from "@/server/app/testing/test-app";
import { ensureLedgerServer, SCENARIOS } from "@/server/ledger";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
const ADMIN_TOKEN = "test-admin-token-0123456789abcdef0123456789";
let testApp: StartedTestApp;
let routes: Record<"admin" | "scan" | "batch" | "stream" | "map" | "wallet" | "cohorts" | "balance", Handler>;
const mint = SCENARIOS[0].mint;

beforeAll(async () => {
  testApp = await startTestApp({ ADMIN_TOKEN, TRUSTED_IP_HEADER: "x-real-ip", APP_BASE_URL: "https://cabal.example", UNLIMITED_FAIR_USE_MONTHLY: "50000" });
  await ensureLedgerServer();
  const get = async (path: string) => ((await import(path)) as { GET: Handler }).GET;
  const post = async (path: string) => ((await import(path)) as { POST: Handler }).POST;
  routes = {
    admin: await post("../admin/keys/route"),
    scan: await get("../scan-cabal/route"),
    batch: await post("../scan-batch/route"),
    stream: await get("../scan-cabal/stream/route"),
    map: await get("../map-data/route"),
    wallet: await get("../wallet-check/route"),
    cohorts: await get("../cohorts/route"),
    balance: await get("./route"),
  };
});

afterAll(async () => {
  await testApp?.close();
});

async function adminKey(body: unknown): Promise<string> {
  const response = await routes.admin(new Request("https://cabal.example/api/admin/keys", { method: "POST", body: JSON.stringify(body), headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" } }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { api_key: string }).api_key;
}

const keyed = (key: string, init: RequestInit = {}) => ({ ...init, headers: { "user-agent": "bot/1.0", "x-real-ip": "203.0.113.40", "x-api-key": key, ...(init.headers as Record<string, string>) } });

/** every keyed call of the service, each answered with its body drained */
async function everyKeyedCall(key: string): Promise<Array<{ name: string; response: Response }>> {
  const calls: Array<[string, () => Promise<Response>]> = [
    ["scan", () => routes.scan(new Request(`https://cabal.example/api/scan-cabal?mintAddress=${mint}&fresh=1`, keyed(key)))],
    ["batch", () => routes.batch(new Request("https://cabal.example/api/scan-batch", keyed(key, { method: "POST", body: JSON.stringify({ mints: [mint] }), headers: { "content-type": "application/json" } })))],
    ["stream", () => routes.stream(new Request(`https://cabal.example/api/scan-cabal/stream?mintAddress=${mint}`, keyed(key)))],
    ["map-data", () => routes.map(new Request(`https://cabal.example/api/map-data?mint=${mint}`, keyed(key)))],
    ["wallet-check", () => routes.wallet(new Request(`https://cabal.example/api/wallet-check?mint=${mint}&wallet=${SCENARIOS[0].mint}`, keyed(key)))],
    ["cohorts", () => routes.cohorts(new Request(`https://cabal.example/api/cohorts?mint=${mint}`, keyed(key)))],
    ["key-balance", () => routes.balance(new Request("https://cabal.example/api/key-balance", keyed(key)))],
  ];
  const answers = [];
  for (const [name, call] of calls) {
    const response = await call();
    await response.text();
    answers.push({ name, response });
  }
  return answers;
}

describe("X-Key-Credits-Remaining is the key's balance, on every keyed answer", () => {
  it("a credit key: USDC with up to 6 decimals, X-Key-Plan payg, counting down", async () => {
    const key = await adminKey({ plan: "payg", credit_usdc: "2.5" });
    const answers = await everyKeyedCall(key);
    for (const { name, response } of answers) {
      expect([name, response.status < 300]).toEqual([name, true]);
      expect([name, response.headers.get("x-key-plan")]).toEqual([name, "payg"]);
      expect([name, response.headers.get("x-key-credits-remaining")]).toEqual([name, expect.stringMatching(/^\d+(\.\d{1,6})?$/)]);
    }
    const scan = answers.find((a) => a.name === "scan")!.response;
    expect(scan.headers.get("x-key-credits-remaining")).toBe("2.499");
    const balance = answers.find((a) => a.name === "key-balance")!.response;
    const left = Number(balance.headers.get("x-key-credits-remaining"));
    expect(left).toBeLessThan(2.499);
    expect(left).toBeGreaterThan(2.49);
  });

  it("an unlimited key: the fair-use scans left this month, with X-Key-Plan: unlimited", async () => {
    const key = await adminKey({ plan: "unlimited", days: 30 });
    for (const { name, response } of await everyKeyedCall(key)) {
      expect([name, response.headers.get("x-key-plan")]).toEqual([name, "unlimited"]);
      expect([name, response.headers.get("x-key-credits-remaining")]).toEqual([name, expect.stringMatching(/^\d+$/)]);
    }
    const response = await routes.scan(new Request(`https://cabal.example/api/scan-cabal?mintAddress=${mint}&fresh=1`, keyed(key)));
    expect(Number(response.headers.get("x-key-credits-remaining"))).toBeGreaterThan(49_990);
    expect(Number(response.headers.get("x-key-credits-remaining"))).toBeLessThan(50_000);
  });

  it("OpenAPI documents both headers on the keyed answers", async () => {
    const key = await adminKey({ plan: "payg", credit_usdc: "1" });
    const scan = await routes.scan(new Request(`https://cabal.example/api/scan-cabal?mintAddress=${mint}`, keyed(key)));
    await expectMatchesOpenApi(scan, "get", "/api/scan-cabal");
    const { getOpenApiDocument } = await import("@/server/contracts/openapi/openapi-document");
    const doc = getOpenApiDocument() as { paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>> };
    for (const [path, method] of [["/api/scan-cabal", "get"], ["/api/scan-batch", "post"], ["/api/key-balance", "get"], ["/api/map-data", "get"], ["/api/wallet-check", "get"], ["/api/cohorts", "get"]]) {
      expect([path, Object.keys(doc.paths[path][method].responses["200"].headers ?? {})]).toEqual([path, expect.arrayContaining(["X-Key-Credits-Remaining", "X-Key-Plan"])]);
    }
  });
});
