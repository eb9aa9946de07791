import { describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import { parseSnapshot, serializeSnapshot, type TokenSnapshot } from "@/server/engine/snapshot";
import {
  address,
  amountOfPct,
  makeLaunch,
  makeSell,
  makeSnapshot,
  organicHolders,
  signature,
  snapshotWithHolders,
} from "@/server/engine/testing/snapshot-factory";

const master = address("master");
const build = (snapshot: TokenSnapshot, includeLaunches = false) => buildReport(snapshot, { includeLaunches });

function cabalSnapshot(): TokenSnapshot {
  const cabal = [4, 3, 3].map((pct, index) => ({ pct, name: `cabal-${index}`, funders: [master], buySlot: 555 }));
  const base = snapshotWithHolders([...cabal, ...organicHolders(12, 1)]);
  const trades = [makeSell(address("cabal-0"), 900, amountOfPct(2), amountOfPct(4)), makeSell(address("cabal-1"), 900, amountOfPct(1), amountOfPct(3))];
  const deployer = { ...base.deployer, ...(base.deployer.status === "ok" ? { launches: [makeLaunch("old", { status: "none" })] } : {}) } as TokenSnapshot["deployer"];
  return { ...base, trades, deployer };
}

describe("buildReport", () => {
  it("assembles the headline fields from the snapshot", () => {
    const snapshot = makeSnapshot();
    const report = build(snapshot);
    expect(report).toMatchObject({
      mint: snapshot.mint,
      recommendation: "SAFE",
      cabal_score: 0,
      risk: "CLEAN",
      is_controlled: false,
      confidence: "HIGH",
      scan_complete: true,
      degraded: false,
      wallets_checked: 20,
      liquidity_usd: 50_000,
      market_cap: 500_000,
      decimals: 6,
      honeypot_risk: "LOW",
      mint_authority_revoked: true,
      freeze_authority_revoked: true,
      token2022_risks: [],
      time_sync: false,
      coordinated_exit: false,
      top_holder_pct: 1,
      computed_at: snapshot.observedAt,
    });
    expect(report).not.toHaveProperty("exit_liquidity_risk");
    expect(report.verdict).toMatch(/^Exit-Liquidity Risk: LOW\. /);
  });

  it("lists clusters under both coordinated_clusters and the clusters alias, with stable ids", () => {
    const report = build(cabalSnapshot());
    expect(report.clusters).toEqual(report.coordinated_clusters);
    expect(report.coordinated_clusters.map((cluster) => cluster.id)).toEqual(["funding-1", "time-sync-1", "coordinated-exit-1"]);
    expect(report.time_sync).toBe(true);
    expect(report.coordinated_exit).toBe(true);
    expect(report.coordinated_clusters[2]).toMatchObject({ sold_pct: 3, master_full: master });
  });

  it("marks cluster members in holders[] with cluster_ids, funding_tx and buy_slot, and pools after holders", () => {
    const snapshot = cabalSnapshot();
    const report = build(snapshot);
    const first = report.holders[0];
    expect(first).toMatchObject({
      rank: 1,
      owner: address("cabal-0"),
      amount: 40_000_000,
      pct: 4,
      is_pool: false,
      cluster_ids: ["funding-1", "time-sync-1", "coordinated-exit-1"],
      funding_tx: snapshot.holders[0].funding[0].signature,
      buy_slot: 555,
    });
    const organic = report.holders[3];
    expect(organic.cluster_ids).toEqual([]);
    expect(organic).not.toHaveProperty("funding_tx");
    const pool = report.holders[report.holders.length - 1];
    expect(pool).toMatchObject({ is_pool: true, rank: null, pct: 30, label: "pumpswap liquidity pool", cluster_ids: [] });
    expect(report.holders).toHaveLength(snapshot.holders.length + 1);
  });

  it("puts every contribution in top_reasons with its points, adding up to cabal_score (capped at 100)", () => {
    const pointsOf = (lines: string[]) => lines.filter((line) => line.startsWith("+")).map((line) => Number(line.split(" ")[0]));
    const capped = build(cabalSnapshot());
    const points = pointsOf(capped.top_reasons);
    expect(points.length).toBe(3);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(Math.min(100, points.reduce((sum, value) => sum + value, 0))).toBe(capped.cabal_score);
    const uncapped = build({ ...cabalSnapshot(), trades: [] });
    expect(pointsOf(uncapped.top_reasons).reduce((sum, value) => sum + value, 0)).toBe(uncapped.cabal_score);
    expect(uncapped.cabal_score).toBeLessThan(100);
    expect(capped.top_reasons.some((line) => line.includes(master.slice(0, 4)))).toBe(true);
  });

  it("includes deployer.launches[] only when asked", () => {
    const withLaunches = build(cabalSnapshot(), true);
    const without = build(cabalSnapshot(), false);
    expect(withLaunches.deployer.launches).toHaveLength(1);
    expect(without.deployer).not.toHaveProperty("launches");
    expect(without.deployer.tokens_launched).toBe(1);
  });

  it("answers AVOID on a honeypot trait even at score 0, with the trait first in top_reasons", () => {
    const base = makeSnapshot();
    const snapshot = { ...base, mintInfo: { ...base.mintInfo, freezeAuthority: address("freezer") } } as TokenSnapshot;
    const report = build(snapshot);
    expect(report).toMatchObject({ cabal_score: 0, honeypot_risk: "HIGH", recommendation: "AVOID", risk: "CLEAN" });
    expect(report.top_reasons[0]).toContain("freeze authority");
    expect(report.verdict).toContain("recommendation AVOID");
    expect(report.verdict).toContain("Honeypot: freeze authority");
  });

  it("answers AVOID when the sell is BLOCKED", () => {
    const report = build(makeSnapshot({ sellQuote: { status: "ok", routable: false, amountIn: 1n, reason: "no route" } }));
    expect(report.recommendation).toBe("AVOID");
    expect(report.sell_check.note).toMatch(/^BLOCKED/);
  });

  it("sets exit_liquidity_risk only when true, and answers REVIEW", () => {
    const base = makeSnapshot();
    const market = base.market.status === "ok" ? { ...base.market, liquidityUsd: 1_000 } : base.market;
    const report = build({ ...base, market });
    expect(report.exit_liquidity_risk).toBe(true);
    expect(report.recommendation).toBe("REVIEW");
  });

  it("applies a partial config override", () => {
    const cabal = makeSnapshot();
    const market = cabal.market.status === "ok" ? { ...cabal.market, liquidityUsd: 20_000 } : cabal.market;
    expect(build({ ...cabal, market })).not.toHaveProperty("exit_liquidity_risk");
    const strict = buildReport({ ...cabal, market }, { includeLaunches: false, config: { exitLiquidityMinRatio: 0.05 } });
    expect(strict.exit_liquidity_risk).toBe(true);
  });

  it("is JSON-safe: the wire form round-trips to the same report", () => {
    const report = build(cabalSnapshot(), true);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it("gives the same report for a snapshot replayed from JSON", () => {
    const snapshot = cabalSnapshot();
    const replayed = parseSnapshot(serializeSnapshot(snapshot));
    expect(build(replayed, true)).toEqual(build(snapshot, true));
  });

  it("is deterministic: the same snapshot always gives the same report", () => {
    expect(build(cabalSnapshot())).toEqual(build(cabalSnapshot()));
  });
});

describe("a degraded scan never hardens the verdict", () => {
  const failures: TokenSnapshot["coverage"]["failures"] = [
    { source: "rpc", what: "holder history", message: "429" },
    { source: "market", what: "market data", message: "503" },
  ];
  const degrade = (snapshot: TokenSnapshot): TokenSnapshot => ({
    ...snapshot,
    coverage: { ...snapshot.coverage, failures, capsHit: ["holder_signatures_page"] },
  });
  const hp = makeSnapshot();
  const scenarios: [string, TokenSnapshot][] = [
    ["clean", makeSnapshot()],
    ["cabal", cabalSnapshot()],
    ["few holders", snapshotWithHolders(organicHolders(3, 5))],
    ["honeypot", { ...hp, mintInfo: { ...hp.mintInfo, mintAuthority: address("minter") } } as TokenSnapshot],
  ];

  it.each(scenarios)("%s: failures never raise the score or produce AVOID by themselves", (_name, snapshot) => {
    const before = build(snapshot);
    const after = build(degrade(snapshot));
    expect(after.degraded).toBe(true);
    expect(after.scan_complete).toBe(false);
    expect(after.confidence).toBe("LOW");
    expect(after.cabal_score).toBeLessThanOrEqual(before.cabal_score);
    if (before.recommendation !== "AVOID") expect(after.recommendation).not.toBe("AVOID");
    expect(after.verdict).toContain("Partial trace");
  });

  it("downgrades SAFE to REVIEW when the scan is degraded", () => {
    expect(build(makeSnapshot()).recommendation).toBe("SAFE");
    expect(build(degrade(makeSnapshot())).recommendation).toBe("REVIEW");
  });

  it("never answers AVOID for an unreadable mint, missing market and missing quote alone", () => {
    const snapshot: TokenSnapshot = {
      ...makeSnapshot(),
      mintInfo: { status: "unavailable", error: "timeout" },
      market: { status: "unavailable", error: "503" },
      sellQuote: { status: "unavailable", error: "429" },
      deployer: { status: "unknown", reason: "rpc failure" },
    };
    const report = build(degrade(snapshot));
    expect(report).toMatchObject({ honeypot_risk: "UNKNOWN", recommendation: "REVIEW", decimals: null, liquidity_usd: null, market_cap: null });
    expect(report.holders[0].amount).toBeNull();
    expect(report.sell_check.checked).toBe(false);
    expect(report.deployer.verdict).toBe("UNKNOWN");
    expect(report.top_reasons.some((line) => line.includes("history unknown"))).toBe(true);
  });

  it("does not let an unknown deployer lower the score below a first launch's", () => {
    const firstLaunch = build(cabalSnapshot());
    const unknown = build({ ...cabalSnapshot(), deployer: { status: "unknown", reason: "x" } });
    expect(unknown.cabal_score).toBe(firstLaunch.cabal_score);
    expect(signature("x")).not.toBe(signature("y"));
  });
});
