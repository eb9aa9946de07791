// Locks through the scan route, on a clock set to the ledger's tip: every lock
// world (one per locker program, server/ledger/scenarios/locks) is scanned,
// and the report must name the lock, its amount and schedule, and raise
// unlock_within_horizon exactly when the world's facts say a meaningful share
// unlocks inside the caller's horizon_hours. Expectations come from the
// worlds' facts, never from the scanner's own helpers.
import { describe, expect, it } from "vitest";
import type { ScanReport } from "@/server/contracts/scan-report";
import { LOCK_FACTS, SCENARIOS, TIP_TIME, withdrawableAt, type LockFacts } from "@/server/ledger";
import { getOpenApiDocument } from "@/server/contracts/openapi/openapi-document";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Route = { GET: (request: Request) => Promise<Response>; POST: (request: Request) => Promise<Response> };
// about 80 scans from one client: quota and per-minute limit out of the way
const harness = routeOnThrowawayDatabase<Route>(() => import("@/app/api/scan-cabal/route"), { ANON_MONTHLY_QUOTA: "1000", ANON_RATE_LIMIT_PER_MINUTE: "1000" }, { now: () => new Date(TIP_TIME * 1000) });
const headers = { "user-agent": "vitest" };

const mintOf = (id: string) => SCENARIOS.find((s) => s.id === id)!.mint;
const pct = (part: bigint, whole: bigint) => Number((part * 1_000_000n) / whole) / 10_000;

async function scan(id: string, horizon?: number): Promise<ScanReport> {
  const query = `mintAddress=${mintOf(id)}${horizon === undefined ? "" : `&horizon_hours=${horizon}`}`;
  const response = await harness.route().GET(new Request(`http://localhost/api/scan-cabal?${query}`, { headers }));
  expect(response.status).toBe(200);
  await expectMatchesOpenApi(response, "get", "/api/scan-cabal");
  return (await response.json()) as ScanReport;
}

/** What the facts say the flag is at `hours` from the tip: the asset's withdrawable share, when meaningful (1%). */
function expectedShare(f: LockFacts, hours: number): number {
  return pct(withdrawableAt(f, TIP_TIME + hours * 3600), f.base);
}

describe.each(Object.entries(LOCK_FACTS))("%s", (id, f) => {
  it(`reads the ${f.locker} lock: its accounts, amounts and unlock time`, async () => {
    const report = await scan(id);
    const locks = report.locks!;
    expect(locks.failed).toEqual([]);
    const items = locks.items.filter((i) => i.locker === f.locker);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.program === f.program && i.asset === f.asset)).toBe(true);
    expect(new Set(items.map((i) => i.account))).toEqual(new Set(f.accounts));
    expect(items.reduce((sum, i) => sum + BigInt(i.amount), 0n)).toBe(f.locked);
    if (f.beneficiary) expect(items.every((i) => i.beneficiary === f.beneficiary)).toBe(true);

    const share = f.asset === "lp" ? locks.lp! : locks.supply;
    if (f.asset === "lp") expect(locks.lp).toMatchObject({ pool: f.pool, lp_mint: f.lpMint, total: f.base.toString() });
    expect(share.locked_forever_pct).toBeCloseTo(pct(f.forever, f.base), 2);
    expect(share.locked_pct).toBeCloseTo(pct(f.locked - f.forever, f.base), 2);
    expect(share.unlocks_at).toBe(f.unlocksAt);
    expect(share.unlocking_pct).toBeCloseTo(expectedShare(f, 72), 2);
    expect(locks.as_of).toBe(TIP_TIME);
    expect(locks.horizon_hours).toBe(72);
  });

  it.each([12, 24, 72, 24 * 7, 24 * 40, 24 * 365])("raises unlock_within_horizon at %i h exactly when 1% or more unlocks by then", async (hours) => {
    const report = await scan(id, hours);
    const share = expectedShare(f, hours);
    if (share < 1) {
      expect(report.unlock_within_horizon).toBeNull();
      expect(report.top_reasons.some((r) => r.startsWith("unlock_within_horizon"))).toBe(false);
      return;
    }
    expect(report.unlock_within_horizon).toMatchObject({ horizon_hours: hours, asset: f.asset, at: f.unlocksAt });
    expect(report.unlock_within_horizon!.pct).toBeCloseTo(share, 2);
    // the flag is named in top_reasons: the scored line at the default horizon, a line of its own at another
    expect(report.top_reasons.some((r) => r.includes(`unlock_within_horizon (${hours} h)`))).toBe(true);
  });
});

describe("horizon_hours", () => {
  it("changes the flag, not the score: cabal_score always weighs the default 72 h", async () => {
    const at72 = await scan("lock-jupiter-lp");
    const at24 = await scan("lock-jupiter-lp", 24);
    expect(at72.unlock_within_horizon).toMatchObject({ asset: "lp", pct: 100 });
    expect(at24.unlock_within_horizon).toBeNull();
    expect(at24.cabal_score).toBe(at72.cabal_score);
    expect(at72.top_reasons[0]).toMatch(/^\+35 unlock_within_horizon \(72 h\): 100\.0% of the LP/);
  });

  it("is taken from a POST body too", async () => {
    const request = new Request("http://localhost/api/scan-cabal", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ mintAddress: mintOf("lock-tribeca-escrow"), horizon_hours: 24 }),
    });
    const body = (await (await harness.route().POST(request)).json()) as ScanReport;
    expect(body.locks?.horizon_hours).toBe(24);
    expect(body.unlock_within_horizon).toBeNull();
  });

  it("refuses a horizon that is not a positive number of hours", async () => {
    const response = await harness.route().GET(new Request(`http://localhost/api/scan-cabal?mintAddress=${mintOf("lock-uncx-lp")}&horizon_hours=-3`, { headers }));
    expect(response.status).toBe(400);
  });

  it("is in the document of the scan route", () => {
    const document = getOpenApiDocument() as { paths: Record<string, { get: { parameters?: { name: string }[] } }> };
    expect(document.paths["/api/scan-cabal"].get.parameters?.map((p) => p.name)).toContain("horizon_hours");
    expect(document.paths["/api/trade-analysis"].get.parameters?.map((p) => p.name)).toContain("horizon_hours");
  });
});

describe("locked for good and burned", () => {
  it("stay apart from locked-until: a Burn & Earn LP is locked for good, nothing unlocks, no score", async () => {
    const report = await scan("lock-raydium-burn", 24 * 365);
    expect(report.locks!.lp).toMatchObject({ locked_pct: 0, locked_forever_pct: 100, unlocks_at: null, unlocking_pct: 0 });
    expect(report.unlock_within_horizon).toBeNull();
    expect(report.cabal_score).toBe(0);
  });
});
