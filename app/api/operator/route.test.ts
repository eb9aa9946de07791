// Operator memory, whole flow on PostgreSQL and the embedded ledger (issue 22
// acceptance: "a returning funder named in the second token's operators[]
// after the first was scanned"). Each assertion is taken from the decisions'
// words ("Operator memory"): operators[] names the deployer and the single
// funder of every cluster, with the OTHER mints whose reports named it.
import { describe, expect, it } from "vitest";
import { getEnv } from "@/server/platform/config/env";
import type { OperatorResponse } from "@/server/contracts/operator";
import { scanReportSchema } from "@/server/contracts/scan-report";
import type { ScanReport } from "@/server/contracts/scan-report";
import { RETURNING_FUNDER, returningFunderFirst, returningFunderSecond } from "@/server/ledger/scenarios/returning-funder";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
const harness = routeOnThrowawayDatabase<{ scan: Handler; operator: Handler }>(
  async () => ({
    scan: ((await import("@/app/api/scan-cabal/route")) as unknown as { GET: Handler }).GET,
    operator: ((await import("@/app/api/operator/route")) as unknown as { GET: Handler }).GET,
  }),
  { TRUSTED_IP_HEADER: "x-real-ip" },
);

const first = returningFunderFirst.mint;
const second = returningFunderSecond.mint;
const creatorOf = (definition: typeof returningFunderFirst) => definition.expect.deployer!.creator;

async function scan(mint: string, ip: string): Promise<ScanReport> {
  const response = await harness.route().scan(new Request(`http://localhost/api/scan-cabal?mintAddress=${mint}`, { headers: { "user-agent": "vitest", "x-real-ip": ip } }));
  expect(response.status).toBe(200);
  await expectMatchesOpenApi(response, "get", "/api/scan-cabal");
  return scanReportSchema.parse(await response.json()) as ScanReport;
}

const lookup = (wallet: string, ip = "10.7.0.9") =>
  harness.route().operator(new Request(`http://localhost/api/operator?wallet=${wallet}`, { headers: { "user-agent": "vitest", "x-real-ip": ip } }));

describe("operator memory: a funder who returns in a second token", () => {
  let firstReport: ScanReport;
  let secondReport: ScanReport;

  it("the first scan names the funder and the deployer, seen nowhere else yet", async () => {
    firstReport = await scan(first, "10.7.0.1");
    expect(firstReport.clusters.map((c) => c.master_full)).toContain(RETURNING_FUNDER);
    expect(firstReport.operators).toEqual([
      { wallet: creatorOf(returningFunderFirst), role: "deployer", seen_count: 0, seen_in: [] },
      { wallet: RETURNING_FUNDER, role: "cluster_funder", seen_count: 0, seen_in: [] },
    ]);
  }, 60_000);

  it("the second token's operators[] names the funder with the first mint in seen_in (mint, role, cluster_type, slot, recommendation)", async () => {
    secondReport = await scan(second, "10.7.0.2");
    const funder = secondReport.operators.find((o) => o.wallet === RETURNING_FUNDER);
    expect(funder).toEqual({
      wallet: RETURNING_FUNDER,
      role: "cluster_funder",
      seen_count: 1,
      seen_in: [{ mint: first, role: "cluster_funder", cluster_type: "funding", slot: firstReport.slot, recommendation: firstReport.recommendation }],
    });
  }, 60_000);

  it("the deployer is listed too, and seen_in never holds the report's own mint", () => {
    const deployer = secondReport.operators.find((o) => o.role === "deployer");
    expect(deployer).toEqual({ wallet: creatorOf(returningFunderSecond), role: "deployer", seen_count: 0, seen_in: [] });
    for (const operator of secondReport.operators) expect(operator.seen_in.map((s) => s.mint)).not.toContain(second);
  });

  it("a stored report served warm shows operators as of now: the first token now lists the second", async () => {
    const warm = await scan(first, "10.7.0.3");
    expect(warm.source).toBe("pre_indexed");
    const funder = warm.operators.find((o) => o.wallet === RETURNING_FUNDER)!;
    expect(funder.seen_in.map((s) => s.mint)).toEqual([second]);
  });

  it("GET /api/operator lists both mints, newest first, with the roles it was seen in", async () => {
    const response = await lookup(RETURNING_FUNDER);
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response, "get", "/api/operator");
    const body = (await response.json()) as OperatorResponse;
    expect(body).toEqual({
      wallet: RETURNING_FUNDER,
      roles: ["cluster_funder"],
      seen_count: 2,
      seen_in: [
        { mint: second, role: "cluster_funder", cluster_type: "funding", slot: secondReport.slot, recommendation: secondReport.recommendation },
        { mint: first, role: "cluster_funder", cluster_type: "funding", slot: firstReport.slot, recommendation: firstReport.recommendation },
      ],
    });
  });

  it("a deployer is answered with role deployer; a wallet never seen is empty, not 404", async () => {
    const deployer = (await (await lookup(creatorOf(returningFunderFirst))).json()) as OperatorResponse;
    expect(deployer).toMatchObject({ roles: ["deployer"], seen_count: 1, seen_in: [{ mint: first, role: "deployer" }] });
    expect(deployer.seen_in[0].cluster_type).toBeUndefined();
    const unseen = await lookup("11111111111111111111111111111111");
    expect(unseen.status).toBe(200);
    expect(await unseen.json()).toEqual({ wallet: "11111111111111111111111111111111", roles: [], seen_count: 0, seen_in: [] });
  });

  it("refuses a malformed wallet with 400 and the documented error body", async () => {
    const response = await lookup("not-a-wallet");
    expect(response.status).toBe(400);
    await expectMatchesOpenApi(response, "get", "/api/operator");
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("bad_request");
  });

  it("needs no key and counts no scan, but is limited per IP: 429 with Retry-After past the limit", async () => {
    let last: Response | undefined;
    // a fixed minute window: a loop that crosses into the next minute fills that one too
    for (let i = 0; i <= 2 * getEnv().ANON_RATE_LIMIT_PER_MINUTE; i++) {
      last = await lookup(RETURNING_FUNDER, "10.7.0.50");
      if (last.status === 429) break;
      expect(last.headers.get("x-free-queries-remaining")).toBeNull();
    }
    expect(last!.status).toBe(429);
    await expectMatchesOpenApi(last!, "get", "/api/operator");
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    // another IP is not affected
    expect((await lookup(RETURNING_FUNDER, "10.7.0.51")).status).toBe(200);
  });
});
