import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import type { DeployerSnapshot, LaunchSnapshot } from "@/server/engine/snapshot";
import { DEPLOYER, makeLaunch, makeSnapshot, signature } from "@/server/engine/testing/snapshot-factory";
import { deployerTrackRecordLayer } from "@/server/engine/layers/deployer-track-record";
import { getSolUsd, WRAPPED_SOL_MINT } from "@/server/engine/analytics/sol-price";

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

  it("names 4 of 5 dead a serial rugger by its counts, but scores it nothing: usual for a creator with 5 launches", () => {
    const launches = [dead("a"), dead("b"), noPair("c"), dead("d"), alive("e")];
    const { findings, contributions, notes } = evaluate(launches);
    expect(findings.deployer).toMatchObject({ verdict: "SERIAL_RUGGER", tokens_launched: 5, sampled: 5, dead: 4, dead_pct: 80, still_alive: 1 });
    expect(findings.deployer.reputation).not.toBe("SERIAL_RUGGER");
    expect(findings.deployer.base_rate).toMatchObject({ source: "prior", band: "5-9", dead_rate_pct: 97, record: "usual", insider_dumped_launches: 0 });
    expect(findings.deployer.base_rate!.dead_tail_pct).toBeGreaterThan(99);
    expect(contributions).toEqual([]);
    expect(notes[0]).toMatchObject({ severity: "info" });
    expect(notes[0].text).toContain("4 of 5 sampled launches dead (80%), usual for a creator with 5-9 launches");
  });

  it("calls 3 of 5 dead a poor track record by its counts, scored nothing", () => {
    const { findings, contributions } = evaluate([dead("a"), dead("b"), dead("c"), alive("d"), alive("e")]);
    expect(findings.deployer.verdict).toBe("POOR_TRACK_RECORD");
    expect(contributions).toEqual([]);
  });

  it("needs 3 dead launches for serial rugger even at 100% dead", () => {
    expect(evaluate([dead("a"), dead("b")]).findings.deployer.verdict).toBe("POOR_TRACK_RECORD");
    expect(evaluate([dead("a")]).findings.deployer.verdict).toBe("NORMAL");
  });

  it("calls two pump and dumps a serial rugger whatever the dead share", () => {
    const launches = [dead("a", 500_000), dead("b", 400_000), alive("c"), alive("d"), alive("e")];
    const { findings, contributions } = evaluate(launches);
    const { deployer } = findings;
    expect(deployer).toMatchObject({ pump_and_dumps: 2, verdict: "SERIAL_RUGGER", best_peak_usd: 500_000, median_peak_usd: 450_000 });
    // two of two judged launches pumped and dumped: 0.0025% of creators at the prior's 0.5% rate
    expect(deployer.base_rate).toMatchObject({ record: "unusual", pump_and_dump_tail_pct: 0.003 });
    expect(deployer.reputation).toBe("SERIAL_RUGGER");
    expect(contributions.map((c) => c.points)).toEqual([15]);
    // no peak known for the live ones: unknown, not cleared
    expect(deployer.launches?.map((l) => l.pump_and_dump)).toEqual([true, true, null, null, null]);
  });

  it("a launch past 100k that fell hard but kept more than 1% of its peak and more than 1,000 USD is no pump-and-dump", () => {
    // 3,000 USD now is 1.2% of 250k: dead, not dust
    const { deployer } = evaluate([dead("a", 250_000), alive("b")]).findings;
    expect(deployer).toMatchObject({ pump_and_dumps: 0, verdict: "NORMAL" });
  });

  it("below 1,000 USD after the peak is dust whatever the peak's size", () => {
    const launch = makeLaunch("a", { status: "ok", liquidityUsd: 300, marketCap: 900, peakMarketCap: 120_000 });
    expect(evaluate([launch]).findings.deployer.launches?.[0].pump_and_dump).toBe(true);
  });

  it("from the launch's own history, in SOL priced at the scan's SOL price: peak and the floor traded after it", () => {
    const withHistory = (name: string, market: LaunchSnapshot["market"], peakSol: number, floorSol: number | null): LaunchSnapshot => ({
      ...makeLaunch(name, market),
      history: { status: "ok", peakMcapSol: peakSol, floorAfterPeakSol: floorSol },
    });
    const base = makeSnapshot();
    const market = { ...base.market, priceUsd: 0.0005, priceNative: 0.0005 / 150, quoteMint: WRAPPED_SOL_MINT } as typeof base.market;
    const solUsd = getSolUsd(market)!;
    expect(solUsd).toBeCloseTo(150, 6);
    const launches = [
      // 4,000 SOL peak (past 100k at any SOL price above 25 USD), traded down to 5 SOL, recovered since: a pump-and-dump
      withHistory("dumped", { status: "ok", liquidityUsd: 20_000, marketCap: 200_000, peakMarketCap: null }, 4_000, 5),
      // the same peak that only halved and still trades at half: held value
      withHistory("held", { status: "ok", liquidityUsd: 40_000, marketCap: 2_000 * solUsd, peakMarketCap: null }, 4_000, 2_000),
      // a small launch that went to zero: dead, not a pump-and-dump
      withHistory("small", { status: "none" }, 100, 1),
    ];
    const deployer: DeployerSnapshot = { status: "ok", creator: DEPLOYER, creationSignature: signature("c"), creationSlot: 90, venue: "pumpfun", historyComplete: true, launches };
    const found = deployerTrackRecordLayer.evaluate(makeSnapshot({ deployer, market }), DEFAULT_ENGINE_CONFIG).findings.deployer;
    expect(found.launches?.map((l) => [l.symbol, l.pump_and_dump, l.peak_mcap_usd])).toEqual([
      ["DUMPED", true, Math.round(4_000 * solUsd)],
      ["HELD", false, Math.round(4_000 * solUsd)],
      ["SMALL", false, Math.round(100 * solUsd)],
    ]);
    expect(found.pump_and_dumps).toBe(1);
  });

  it("a launchpad launch whose deepest pair is an AMM pool graduated; one still on its curve did not", () => {
    const pool = makeLaunch("pool", { status: "ok", liquidityUsd: 40_000, marketCap: 400_000, peakMarketCap: null, dexId: "pumpswap" });
    const curve = makeLaunch("curve", { status: "ok", liquidityUsd: 4_000, marketCap: 6_000, peakMarketCap: null, dexId: "pumpfun" });
    const gone = noPair("gone");
    const unread = unreadable("unread");
    const { launches } = evaluate([pool, curve, gone, unread]).findings.deployer;
    expect(launches?.map((l) => l.graduated)).toEqual([true, false, false, null]);
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
