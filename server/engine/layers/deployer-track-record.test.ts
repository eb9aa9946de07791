import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "../config";
import type { DeployerSnapshot, LaunchSnapshot } from "../snapshot";
import { DEPLOYER, makeLaunch, makeSnapshot, signature } from "../testing/snapshot-factory";
import { deployerTrackRecordLayer } from "./deployer-track-record";

const dead = (name: string, peak: number | null = null): LaunchSnapshot =>
  makeLaunch(name, { status: "ok", liquidityUsd: 200, marketCap: 3_000, peakMarketCap: peak });
const alive = (name: string, marketCap = 400_000, peak: number | null = null): LaunchSnapshot =>
  makeLaunch(name, { status: "ok", liquidityUsd: 40_000, marketCap, peakMarketCap: peak });
const noPair = (name: string) => makeLaunch(name, { status: "none" });
const unreadable = (name: string) => makeLaunch(name, { status: "unavailable" });

function evaluate(launches: LaunchSnapshot[], historyComplete = true) {
  const deployer: DeployerSnapshot = {
    status: "ok",
    creator: DEPLOYER,
    creationSignature: signature("create:mint"),
    creationSlot: 90,
    venue: "pumpfun",
    historyComplete,
    launches,
  };
  return deployerTrackRecordLayer.evaluate(makeSnapshot({ deployer }), DEFAULT_ENGINE_CONFIG);
}

describe("deployer track record layer", () => {
  it("calls a complete history with no earlier launch FIRST_LAUNCH, with no points", () => {
    const { findings, contributions, notes } = evaluate([]);
    expect(findings.deployer).toMatchObject({ creator: DEPLOYER, verdict: "FIRST_LAUNCH", reputation: "FIRST_LAUNCH", tokens_launched: 0 });
    expect(contributions).toEqual([]);
    expect(notes[0].severity).toBe("info");
  });

  it("calls an incomplete history with no launch found UNKNOWN, never a clean bill", () => {
    const { findings, contributions, notes } = evaluate([], false);
    expect(findings.deployer).toMatchObject({ verdict: "UNKNOWN", reputation: "UNKNOWN", history_complete: false });
    expect(contributions).toEqual([]);
    expect(notes[0]).toMatchObject({ severity: "warning" });
    expect(notes[0].text).toContain("history unknown");
    expect(notes[0].text).toContain("not a clean bill");
  });

  it("calls an unresolved creator UNKNOWN with a null creator", () => {
    const result = deployerTrackRecordLayer.evaluate(makeSnapshot({ deployer: { status: "unknown", reason: "creation tx not found" } }), DEFAULT_ENGINE_CONFIG);
    expect(result.findings.deployer).toMatchObject({ creator: null, verdict: "UNKNOWN", reputation: "UNKNOWN" });
    expect(result.notes[0].text).toContain("creation tx not found");
  });

  it("calls launches none of which could be judged UNKNOWN", () => {
    expect(evaluate([unreadable("a"), unreadable("b")]).findings.deployer).toMatchObject({ verdict: "UNKNOWN", tokens_launched: 2, sampled: 0, dead_pct: null });
  });

  it("flags a serial rugger at 3 dead launches and 80% dead, scoring +25 with the launch signatures", () => {
    const launches = [dead("a"), dead("b"), noPair("c"), dead("d"), alive("e")];
    const { findings, contributions } = evaluate(launches);
    expect(findings.deployer).toMatchObject({ verdict: "SERIAL_RUGGER", reputation: "SERIAL_RUGGER", tokens_launched: 5, sampled: 5, dead: 4, dead_pct: 80, still_alive: 1 });
    expect(contributions).toEqual([
      expect.objectContaining({ points: 25, evidence: [signature("create:a"), signature("create:b"), signature("create:c"), signature("create:d")] }),
    ]);
    expect(contributions[0].reason).toContain("4 of 5 sampled launches dead (80%)");
  });

  it("stops short of serial rugger below 80% dead: poor track record, +10", () => {
    const { findings, contributions } = evaluate([dead("a"), dead("b"), dead("c"), alive("d"), alive("e")]);
    expect(findings.deployer.verdict).toBe("POOR_TRACK_RECORD");
    expect(contributions[0].points).toBe(10);
  });

  it("needs 3 dead launches for serial rugger even at 100% dead", () => {
    expect(evaluate([dead("a"), dead("b")]).findings.deployer.verdict).toBe("POOR_TRACK_RECORD");
    expect(evaluate([dead("a")]).findings.deployer.verdict).toBe("NORMAL");
  });

  it("calls two pump and dumps a serial rugger whatever the dead share", () => {
    const launches = [dead("a", 250_000), dead("b", 150_000), alive("c"), alive("d"), alive("e")];
    const { deployer } = evaluate(launches).findings;
    expect(deployer).toMatchObject({ pump_and_dumps: 2, verdict: "SERIAL_RUGGER", best_peak_usd: 250_000, median_peak_usd: 200_000 });
  });

  it("reports pump_and_dumps and peaks as null when no peak is known", () => {
    expect(evaluate([dead("a"), alive("b")]).findings.deployer).toMatchObject({ pump_and_dumps: null, best_peak_usd: null, median_peak_usd: null });
  });

  it("counts dead-on-arrival launches and labels a deployer whose launches mostly never got going", () => {
    const { deployer } = evaluate([noPair("a"), dead("b", 8_000), alive("c")]).findings;
    expect(deployer).toMatchObject({ dead_on_arrival: 2, verdict: "POOR_TRACK_RECORD", reputation: "DEAD_ON_ARRIVAL" });
  });

  it("calls a deployer with a live launch past $1M and few deaths PROVEN", () => {
    expect(evaluate([alive("a", 2_000_000), alive("b"), dead("c")]).findings.deployer).toMatchObject({ verdict: "NORMAL", reputation: "PROVEN" });
  });

  it("calls a deployer with live launches below $1M MIXED", () => {
    expect(evaluate([alive("a"), alive("b"), dead("c")]).findings.deployer.reputation).toBe("MIXED");
  });

  it("judges a launch dead below $1,000 liquidity or $5,000 market cap", () => {
    const thinPool = makeLaunch("thin", { status: "ok", liquidityUsd: 999, marketCap: 900_000, peakMarketCap: null });
    const smallCap = makeLaunch("small", { status: "ok", liquidityUsd: 5_000, marketCap: 4_999, peakMarketCap: null });
    const edge = makeLaunch("edge", { status: "ok", liquidityUsd: 1_000, marketCap: 5_000, peakMarketCap: null });
    const { launches } = evaluate([thinPool, smallCap, edge]).findings.deployer;
    expect(launches?.map((launch) => launch.status)).toEqual(["dead", "dead", "alive"]);
  });

  it("describes each launch with its peak, current cap and drawdown", () => {
    const [launch] = evaluate([dead("a", 300_000)]).findings.deployer.launches ?? [];
    expect(launch).toMatchObject({ symbol: "A", peak_mcap_usd: 300_000, now_mcap_usd: 3_000, drawdown_from_peak: 99, status: "dead" });
  });
});
