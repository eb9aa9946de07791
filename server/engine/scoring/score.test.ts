import { describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import type { ReasonNote, ScoreContribution } from "@/server/engine/layer-types";
import { address, makeHolders, makeSell, organicHolders, profilesFor, snapshotWithHolders, amountOfPct } from "@/server/engine/testing/snapshot-factory";
import { computeScore, rankReasons } from "@/server/engine/scoring/score";
import { CAUTION_SCORE, HIGH_RISK_SCORE } from "@/server/engine/scoring/weights";

const score = (snapshot: ReturnType<typeof snapshotWithHolders>) => buildReport(snapshot, { includeLaunches: false });
const master = address("master");

describe("cabal_score calibration", () => {
  it("keeps a clean organic token with 40 distinct-funded holders below 35", () => {
    const report = score(snapshotWithHolders(organicHolders(40, 1.5)));
    expect(report.cabal_score).toBeLessThan(CAUTION_SCORE);
    expect(report.recommendation).toBe("SAFE");
  });

  it("scores a 5-wallet same-slot bundle holding 20% at 65 or more", () => {
    const bundle = Array.from({ length: 5 }, (_, index) => ({ pct: 4, name: `bundler-${index}`, buySlot: 4242 }));
    const report = score(snapshotWithHolders([...bundle, ...organicHolders(15, 1)]));
    expect(report.cabal_score).toBeGreaterThanOrEqual(HIGH_RISK_SCORE);
    expect(report.recommendation).toBe("AVOID");
  });

  it("scores 3 holders funded by one master holding ~10% between 35 and 64", () => {
    const cabal = [3.4, 3.3, 3.3].map((pct, index) => ({ pct, name: `cabal-${index}`, funders: [master] }));
    const report = score(snapshotWithHolders([...cabal, ...organicHolders(17, 1)]));
    expect(report.cabal_score).toBeGreaterThanOrEqual(CAUTION_SCORE);
    expect(report.cabal_score).toBeLessThan(HIGH_RISK_SCORE);
    expect(report.recommendation).toBe("REVIEW");
    expect(report.is_controlled).toBe(true);
  });

  it("adds nothing for holders funded by an exchange", () => {
    const binance = address("binance");
    const holders = makeHolders([...Array.from({ length: 8 }, (_, index) => ({ pct: 3, name: `cex-${index}`, funders: [binance] })), ...organicHolders(12, 1, 9)]);
    const withExchange = score(snapshotWithHolders([], { holders, funders: profilesFor(holders, { [binance]: { label: "Binance" } }) }));
    expect(withExchange.cabal_score).toBe(0);
    expect(withExchange.filtered_clusters[0]).toMatchObject({ funder_label: "Binance", wallet_count: 8, combined_pct: 24 });
  });

  it("is additive across layers and capped at 100", () => {
    const cabal = Array.from({ length: 6 }, (_, index) => ({ pct: 6, name: `cabal-${index}`, funders: [master], buySlot: 77 }));
    const holders = makeHolders(cabal);
    const trades = holders.slice(0, 3).map((holder) => makeSell(holder.owner, 999, amountOfPct(3), amountOfPct(6)));
    const report = score(snapshotWithHolders([], { holders, funders: profilesFor(holders), trades }));
    expect(report.coordinated_clusters.map((cluster) => cluster.type)).toEqual(["funding", "time_sync", "coordinated_exit"]);
    const total = report.coordinated_clusters.reduce((sum, cluster) => sum + cluster.points, 0);
    expect(total).toBeGreaterThan(100);
    expect(report.cabal_score).toBe(100);
  });
});

describe("computeScore and rankReasons", () => {
  const contribution = (points: number, reason: string): ScoreContribution => ({ layer: "funding_trace", points, reason, evidence: [] });
  const note = (severity: ReasonNote["severity"], text: string): ReasonNote => ({ layer: "honeypot", severity, text, evidence: [] });

  it("sums contributions and caps at 100", () => {
    expect(computeScore([contribution(20, "a"), contribution(17, "b")])).toBe(37);
    expect(computeScore([contribution(70, "a"), contribution(70, "b")])).toBe(100);
    expect(computeScore([])).toBe(0);
  });

  it("ranks critical notes first, then contributions by points, then warnings, then context", () => {
    const ranked = rankReasons(
      [contribution(12, "small"), contribution(40, "big")],
      [note("info", "context"), note("warning", "thin"), note("critical", "frozen")],
    );
    expect(ranked.map((reason) => reason.line)).toEqual(["frozen", "+40 big", "+12 small", "thin", "context"]);
  });
});
