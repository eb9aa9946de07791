// Whole scans of every embedded-ledger scenario through the route handler:
// real HTTP to the ledger, the real PostgreSQL (a throwaway database), the
// engine, the stored report and the pre_indexed answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanReportSchema } from "@/server/contracts/scan-report";
import { startTestApp, type StartedTestApp } from "@/server/app/testing/test-app";
import type { ScanReport } from "@/server/contracts/scan-report";
import { SCENARIOS } from "@/server/ledger";
import { expectScenarioReport } from "@/server/services/scan/scan/testing/scenario-assertions";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

let testApp: StartedTestApp;
let GET: (request: Request) => Promise<Response>;
let POST: (request: Request) => Promise<Response>;

/** the anonymous monthly quota per client IP in this file */
const QUOTA = 4;

beforeAll(async () => {
  // Client IPs come from x-real-ip (requests without it would all share one subject).
  testApp = await startTestApp({ TRUSTED_IP_HEADER: "x-real-ip", ANON_MONTHLY_QUOTA: String(QUOTA) });
  ({ GET, POST } = (await import("@/app/api/scan-cabal/route")) as unknown as { GET: typeof GET; POST: typeof POST });
});

afterAll(async () => {
  await testApp?.close();
});

let nextIp = 0;
/** Each scenario scan from its own client IP, so the small quota of this file never gets in the way. */
const scan = (query: string) =>
  GET(new Request(`http://localhost/api/scan-cabal?${query}`, { headers: { "user-agent": "vitest", "x-real-ip": `10.0.${Math.floor(++nextIp / 250)}.${nextIp % 250}` } }));

describe("GET /api/scan-cabal on every ledger scenario", () => {
  it.each(SCENARIOS.map((s) => [s.id, s] as const))("%s: reports what the scenario planted", async (_id, scenario) => {
    const response = await scan(`mintAddress=${scenario.mint}`);
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response, "get", "/api/scan-cabal");
    const report = scanReportSchema.parse(await response.json()) as ScanReport;
    expect(report.source).toBe("real_time");
    expect(response.headers.get("x-cabal-score")).toBe(String(report.cabal_score));
    expect(response.headers.get("x-cabal-recommendation")).toBe({ AVOID: "AVOID", REVIEW: "CAUTION", SAFE: "LOW SIGNAL" }[report.recommendation]);
    expectScenarioReport(report, scenario);
    // every cluster carries the signatures that prove it
    for (const cluster of report.coordinated_clusters) expect(cluster.evidence_txs.length).toBeGreaterThan(0);
  });

  it("answers a second scan of a mint from the stored report (pre_indexed), identical in substance", async () => {
    const mint = SCENARIOS[0].mint;
    const first = (await (await scan(`mintAddress=${mint}&fresh=1`)).json()) as ScanReport;
    const second = (await (await scan(`mintAddress=${mint}`)).json()) as ScanReport;
    expect(second.source).toBe("pre_indexed");
    expect({ ...second, source: "x", analysis_time_ms: 0 }).toEqual({ ...first, source: "x", analysis_time_ms: 0 });
  });

  it("never calls an exchange-funded or organic token AVOID", async () => {
    for (const id of ["clean-organic", "exchange-funded", "graduated"]) {
      const scenario = SCENARIOS.find((s) => s.id === id)!;
      const report = (await (await scan(`mintAddress=${scenario.mint}`)).json()) as ScanReport;
      expect(report.recommendation, id).not.toBe("AVOID");
    }
  });
});

describe("scan-cabal input validation", () => {
  it.each([
    ["missing mintAddress", ""],
    ["not Base58", "mintAddress=0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl"],
    ["wrong length", "mintAddress=So1111111111111111111111111111111111"],
  ])("%s -> 400 with the error body", async (_name, query) => {
    const response = await scan(query);
    expect(response.status).toBe(400);
    await expectMatchesOpenApi(response, "get", "/api/scan-cabal");
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("invalid_mint");
    expect(body.error.message).toMatch(/./);
  });

  it("POST: bad JSON -> 400 invalid_json; a valid body scans", async () => {
    const bad = await POST(new Request("http://localhost/api/scan-cabal", { method: "POST", body: "{nope", headers: { "content-type": "application/json" } }));
    expect(bad.status).toBe(400);
    await expectMatchesOpenApi(bad, "post", "/api/scan-cabal");
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("invalid_json");
    const good = await POST(
      new Request("http://localhost/api/scan-cabal", {
        method: "POST",
        body: JSON.stringify({ mintAddress: SCENARIOS[1].mint }),
        headers: { "content-type": "application/json", "user-agent": "vitest" },
      }),
    );
    expect(good.status).toBe(200);
    await expectMatchesOpenApi(good, "post", "/api/scan-cabal");
    expect(((await good.json()) as ScanReport).mint).toBe(SCENARIOS[1].mint);
  });

  it("an anonymous POST without a User-Agent -> 400 missing_user_agent", async () => {
    const response = await POST(
      new Request("http://localhost/api/scan-cabal", { method: "POST", body: JSON.stringify({ mintAddress: SCENARIOS[1].mint }), headers: { "content-type": "application/json" } }),
    );
    expect(response.status).toBe(400);
    await expectMatchesOpenApi(response, "post", "/api/scan-cabal");
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("missing_user_agent");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("a wallet (not a mint) -> 404 not_found", async () => {
    const response = await scan(`mintAddress=${SCENARIOS[0].expect.deployer!.creator}`);
    expect(response.status).toBe(404);
    await expectMatchesOpenApi(response, "get", "/api/scan-cabal");
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});

describe("scan-cabal access: the anonymous free quota", () => {
  // fresh=1 is always charged (a plain repeat of the same mint within the TTL is not: fair metering)
  const fromIp = (ip: string, fresh = "&fresh=1") =>
    GET(new Request(`http://localhost/api/scan-cabal?mintAddress=${SCENARIOS[0].mint}${fresh}`, { headers: { "user-agent": "vitest", "x-real-ip": ip } }));

  it("the same visitor asking again for a mint within the cache TTL spends one scan, not one per view", async () => {
    const first = await fromIp("198.51.100.4", "");
    expect(first.headers.get("x-free-queries-remaining")).toBe(String(QUOTA - 1));
    // the minute's unit is folded into the usage statement, and its count read back from it: every view counts
    const minute = Number(first.headers.get("ratelimit-limit"));
    expect(minute).toBe(testApp.app.config.ANON_RATE_LIMIT_PER_MINUTE);
    expect(first.headers.get("ratelimit-remaining")).toBe(String(minute - 1));
    for (let view = 0; view < 3; view++) {
      const again = await fromIp("198.51.100.4", "");
      expect(again.status).toBe(200);
      await expectMatchesOpenApi(again, "get", "/api/scan-cabal");
      expect(again.headers.get("x-free-queries-remaining")).toBe(String(QUOTA - 1));
      expect(again.headers.get("ratelimit-remaining")).toBe(String(minute - 2 - view));
      expect(((await again.json()) as ScanReport).source).toBe("pre_indexed");
    }
    expect((await fromIp("198.51.100.4")).headers.get("x-free-queries-remaining")).toBe(String(QUOTA - 2));
  });

  it("every answer carries free_queries_remaining and X-Free-Queries-Remaining; past the quota: 402 with CORS and no-store", async () => {
    const first = await fromIp("198.51.100.1");
    expect(first.headers.get("x-free-queries-remaining")).toBe(String(QUOTA - 1));
    const report = (await first.json()) as ScanReport;
    expect(report.free_queries_remaining).toBe(QUOTA - 1);
    expect(report.warning).toMatch(/free scans remain/);
    expect(report.deployer).not.toHaveProperty("launches");
    for (let i = 1; i < QUOTA; i++) expect((await fromIp("198.51.100.1")).status).toBe(200);
    const refused = await fromIp("198.51.100.1");
    expect(refused.status).toBe(402);
    await expectMatchesOpenApi(refused, "get", "/api/scan-cabal");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    expect(refused.headers.get("x-free-queries-remaining")).toBe("0");
    const body = (await refused.json()) as { x402Version: number; accepts: Array<{ payTo: string }>; options: object };
    expect(body.x402Version).toBe(2);
    expect(body.accepts[0].payTo).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(Object.keys(body.options)).toEqual(expect.arrayContaining(["pay_per_scan", "unlimited_plan"]));
  });

  it("another client IP has its own quota; a spoofed X-Forwarded-For changes nothing", async () => {
    expect((await fromIp("198.51.100.2")).status).toBe(200);
    const spoofed = await GET(
      new Request(`http://localhost/api/scan-cabal?mintAddress=${SCENARIOS[0].mint}&fresh=1`, { headers: { "user-agent": "vitest", "x-real-ip": "198.51.100.1", "x-forwarded-for": "203.0.113.99" } }),
    );
    expect(spoofed.status).toBe(402);
  });

  it("an invalid mint costs no quota (input is checked before access)", async () => {
    const bad = await GET(new Request("http://localhost/api/scan-cabal?mintAddress=nope", { headers: { "user-agent": "vitest", "x-real-ip": "198.51.100.3" } }));
    expect(bad.status).toBe(400);
    expect((await fromIp("198.51.100.3")).headers.get("x-free-queries-remaining")).toBe(String(QUOTA - 1));
  });
});
