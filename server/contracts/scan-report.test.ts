import { describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import type { ScanReport } from "@/server/contracts/scan-report";
import type { TokenSnapshot } from "@/server/engine/snapshot";
import {
  address,
  amountOfPct,
  makeHolders,
  makeLaunch,
  makeSell,
  makeSnapshot,
  organicHolders,
  profilesFor,
  snapshotWithHolders,
} from "@/server/engine/testing/snapshot-factory";
import { scanReportSchema } from "@/server/contracts/scan-report";

function withServiceFields(snapshot: TokenSnapshot, includeLaunches: boolean, extra: Partial<ScanReport> = {}): ScanReport {
  return { ...buildReport(snapshot, { includeLaunches }), source: "real_time", analysis_time_ms: 1234, operators: [], p_rug_24h: null, p_rug_24h_fit: null, ...extra };
}

function richSnapshot(): TokenSnapshot {
  const binance = address("binance");
  const master = address("master");
  const holders = makeHolders([
    ...[4, 3, 3].map((pct, index) => ({ pct, name: `cabal-${index}`, funders: [master], buySlot: 42 })),
    { pct: 2, name: "cex-a", funders: [binance] },
    { pct: 2, name: "cex-b", funders: [binance] },
    ...organicHolders(10, 1, 6),
  ]);
  const base = makeSnapshot({ holders, funders: profilesFor(holders, { [binance]: { label: "Binance" } }) });
  const trades = [makeSell(holders[0].owner, 99, amountOfPct(2), amountOfPct(4)), makeSell(holders[1].owner, 99, amountOfPct(3), amountOfPct(3))];
  const deployer = base.deployer.status === "ok" ? { ...base.deployer, launches: [makeLaunch("a", { status: "ok", liquidityUsd: 10, marketCap: 100, peakMarketCap: 200_000 }), makeLaunch("b", { status: "none" })] } : base.deployer;
  const mintInfo = base.mintInfo.status === "ok" ? { ...base.mintInfo, isToken2022: true, extensions: [{ kind: "transferHook" as const, programId: null, authority: null }] } : base.mintInfo;
  return { ...base, trades, deployer, mintInfo };
}

describe("scanReportSchema", () => {
  const cases: [string, ScanReport][] = [
    ["a clean token", withServiceFields(makeSnapshot(), false)],
    ["clusters, exchange noise, launches and Token-2022 extensions", withServiceFields(richSnapshot(), true)],
    ["a degraded scan with nothing readable", withServiceFields(
      {
        ...snapshotWithHolders(organicHolders(3, 1)),
        mintInfo: { status: "unavailable", error: "timeout" },
        market: { status: "unavailable", error: "503" },
        sellQuote: { status: "unavailable", error: "429" },
        deployer: { status: "unknown", reason: "rpc" },
      },
      false,
    )],
    ["the optional service fields", withServiceFields(makeSnapshot(), false, {
      source: "pre_indexed",
      free_queries_remaining: 20,
      warning: "20 free scans remain this month.",
      screen_list: { checked: true, matches: 0, hits: [] },
    })],
  ];

  it.each(cases)("accepts the engine's report for %s", (_name, report) => {
    const parsed = scanReportSchema.safeParse(JSON.parse(JSON.stringify(report)));
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it("covers the rich case: clusters, filtered clusters and launches are present", () => {
    const report = cases[1][1];
    expect(report.coordinated_clusters.length).toBeGreaterThanOrEqual(3);
    expect(report.filtered_clusters).toHaveLength(1);
    expect(report.deployer.launches).toHaveLength(2);
  });

  it.each(["cabal_score", "deployer", "source", "analysis_time_ms", "sell_check", "computed_at"])("rejects a report missing %s", (field) => {
    const report: Record<string, unknown> = { ...withServiceFields(makeSnapshot(), false) };
    delete report[field];
    expect(scanReportSchema.safeParse(report).success).toBe(false);
  });

  it("rejects a misspelled or unexpected field", () => {
    expect(scanReportSchema.safeParse({ ...withServiceFields(makeSnapshot(), false), cabalScore: 3 }).success).toBe(false);
  });

  it("rejects a nested cluster missing its evidence", () => {
    const report = withServiceFields(richSnapshot(), false);
    const [first, ...rest] = report.coordinated_clusters;
    const { evidence_txs: _dropped, ...broken } = first;
    expect(scanReportSchema.safeParse({ ...report, coordinated_clusters: [broken, ...rest] }).success).toBe(false);
  });

  it("rejects a verdict that does not start with the Exit-Liquidity Risk band", () => {
    expect(scanReportSchema.safeParse({ ...withServiceFields(makeSnapshot(), false), verdict: "Looks fine." }).success).toBe(false);
  });
});
