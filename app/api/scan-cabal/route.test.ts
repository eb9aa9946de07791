// Whole scans of every embedded-ledger scenario through the route handler:
// real HTTP to the ledger, the real PostgreSQL (a throwaway database), the
// engine, the stored report and the pre_indexed answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanReportSchema } from "@/server/contracts/scan-report";
import { closeSharedDatabase } from "@/server/db/client";
import { createThrowawayDatabase, type ThrowawayDatabase } from "@/server/db/test-databases";
import type { ScanReport } from "@/server/engine/report-types";
import { SCENARIOS } from "@/server/ledger";
import { expectScenarioReport } from "@/server/services/scan/testing/scenario-assertions";

let database: ThrowawayDatabase;
let GET: (request: Request) => Promise<Response>;
let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  database = await createThrowawayDatabase();
  process.env.DATABASE_URL = database.url;
  delete process.env.SOLANA_RPC_URL;
  ({ GET, POST } = (await import("./route")) as unknown as { GET: typeof GET; POST: typeof POST });
});

afterAll(async () => {
  await closeSharedDatabase();
  await database?.drop();
});

const scan = (query: string) => GET(new Request(`http://localhost/api/scan-cabal?${query}`, { headers: { "user-agent": "vitest" } }));

describe("GET /api/scan-cabal on every ledger scenario", () => {
  it.each(SCENARIOS.map((s) => [s.id, s] as const))("%s: reports what the scenario planted", async (_id, scenario) => {
    const response = await scan(`mintAddress=${scenario.mint}`);
    expect(response.status).toBe(200);
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
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("invalid_mint");
    expect(body.error.message).toMatch(/./);
  });

  it("POST: bad JSON -> 400 invalid_json; a valid body scans", async () => {
    const bad = await POST(new Request("http://localhost/api/scan-cabal", { method: "POST", body: "{nope", headers: { "content-type": "application/json" } }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("invalid_json");
    const good = await POST(
      new Request("http://localhost/api/scan-cabal", { method: "POST", body: JSON.stringify({ mintAddress: SCENARIOS[1].mint }), headers: { "content-type": "application/json" } }),
    );
    expect(good.status).toBe(200);
    expect(((await good.json()) as ScanReport).mint).toBe(SCENARIOS[1].mint);
  });

  it("a wallet (not a mint) -> 404 not_found", async () => {
    const response = await scan(`mintAddress=${SCENARIOS[0].expect.deployer!.creator}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});
