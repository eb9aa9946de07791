// Deployer peaks through the scan route on PostgreSQL and the embedded ledger:
// the pump-dump-deployer scenario's earlier launches pumped to known peaks and
// fell 90%+ within a day; each launch's own trade history gives its peak.
import { describe, expect, it } from "vitest";
import type { ScanReport } from "@/server/contracts/scan-report";
import { PUMP_DUMP_DEPLOYER_EXPECTED } from "@/server/ledger";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";

const harness = routeOnThrowawayDatabase<{ GET: (request: Request) => Promise<Response> }>(() => import("@/app/api/scan-cabal/route"));
const get = (query: string) => harness.route().GET(new Request(`http://localhost/api/scan-cabal?${query}`, { headers: { "user-agent": "vitest" } }));
/** peaks are execution prices: a buy's price carries the curve's 1% fee */
const near = (value: number | null, expected: number) => expect(Math.abs((value ?? 0) / expected - 1)).toBeLessThan(0.02);

describe("deployer peaks (pump-dump-deployer)", () => {
  const facts = PUMP_DUMP_DEPLOYER_EXPECTED;

  it("best and median peak from each launch's history, and every earlier launch a pump-and-dump", async () => {
    const response = await get(`mintAddress=${facts.mint}`);
    expect(response.status).toBe(200);
    const report = (await response.json()) as ScanReport;
    const tradePeaks = facts.priorLaunches.map((l) => l.peakTradeMcapUsd).sort((a, b) => a - b);
    expect(report.deployer.creator).toBe(facts.creator);
    expect(report.deployer.tokens_launched).toBe(facts.priorLaunches.length);
    near(report.deployer.best_peak_usd, tradePeaks.at(-1)!);
    near(report.deployer.median_peak_usd, tradePeaks[Math.floor(tradePeaks.length / 2)]);
    expect(report.deployer.pump_and_dumps).toBe(facts.pumpAndDumps);
    expect(report.slot).toBeGreaterThan(0);
  });
});
