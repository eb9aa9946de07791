import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import { buildReport } from "@/server/engine/report";
import type { DeployerRecordBand, DeployerSnapshot, LaunchSeller, LaunchSnapshot } from "@/server/engine/snapshot";
import { DEPLOYER, address, makeLaunch, makeSnapshot, signature } from "@/server/engine/testing/snapshot-factory";
import { binomialTail, findRates } from "@/server/engine/layers/deployer-base-rate";
import { deployerTrackRecordLayer } from "@/server/engine/layers/deployer-track-record";
import { CAUTION_SCORE } from "@/server/engine/scoring/weights";

const dead = (name: string, sellers?: LaunchSeller[]): LaunchSnapshot => ({
  ...makeLaunch(name, { status: "ok", liquidityUsd: 200, marketCap: 3_000, peakMarketCap: 6_000 }),
  ...(sellers ? { history: { status: "ok" as const, peakMcapSol: 40, floorAfterPeakSol: 20, sellers } } : {}),
});
const deployerOf = (launches: LaunchSnapshot[]): DeployerSnapshot => ({
  status: "ok", creator: DEPLOYER, creationSignature: signature("create:mint"), creationSlot: 90, venue: "pumpfun", historyComplete: true, launches,
});
const evaluate = (launches: LaunchSnapshot[], deployerRecords?: DeployerRecordBand[]) =>
  deployerTrackRecordLayer.evaluate(makeSnapshot({ deployer: deployerOf(launches), ...(deployerRecords ? { deployerRecords } : {}) }), DEFAULT_ENGINE_CONFIG);
const many = (count: number, sellers?: (i: number) => LaunchSeller[]) => Array.from({ length: count }, (_, i) => dead(`l${i}`, sellers?.(i)));
const band = (min: number, max: number | null, creators: number, deadShare: number): DeployerRecordBand => ({
  min, max, creators, sampledLaunches: creators * 10, deadLaunches: Math.round(creators * 10 * deadShare), pumpKnownLaunches: 0, pumpAndDumps: 0,
});
const funded = (name: string, bought: bigint, sold: bigint, funder: string | null = DEPLOYER): LaunchSeller => ({ wallet: address(name), bought, sold, funder });

describe("binomial tail", () => {
  it("is the chance of at least k successes in n tries", () => {
    expect(binomialTail(5, 5, 0.97)).toBeCloseTo(0.97 ** 5, 12);
    expect(binomialTail(5, 0, 0.3)).toBe(1);
    expect(binomialTail(3, 4, 0.5)).toBe(0);
    expect(binomialTail(4, 2, 0.5)).toBeCloseTo(11 / 16, 12);
    expect(binomialTail(200, 200, 0.97)).toBeCloseTo(0.97 ** 200, 12);
  });
});

describe("the deployer's record against its base rate", () => {
  it("a busy launcher with 30 dead launches and nothing else is usual at the prior: no points, no REVIEW, never AVOID", () => {
    const { findings, contributions } = evaluate(many(30));
    expect(findings.deployer).toMatchObject({ verdict: "SERIAL_RUGGER", dead: 30, sampled: 30 });
    expect(findings.deployer.reputation).not.toBe("SERIAL_RUGGER");
    expect(findings.deployer.base_rate).toMatchObject({ source: "prior", band: "20+", record: "usual", expected_dead: 29.1 });
    expect(contributions).toEqual([]);
    const report = buildReport(makeSnapshot({ deployer: deployerOf(many(30)) }), { includeLaunches: false });
    expect(report.recommendation).toBe("SAFE");
  });

  it("uses the stored scans' rates once the band has enough creators, the prior until then", () => {
    expect(findRates(12, [band(10, 19, 29, 0.5)], DEFAULT_ENGINE_CONFIG)).toMatchObject({ source: "prior", deadRate: 0.97, creators: 29 });
    expect(findRates(12, [band(10, 19, 30, 0.5)], DEFAULT_ENGINE_CONFIG)).toMatchObject({ source: "stored_scans", deadRate: 0.5, creators: 30 });
    // another band's creators say nothing of this one
    expect(findRates(12, [band(20, null, 500, 0.5)], DEFAULT_ENGINE_CONFIG)).toMatchObject({ source: "prior" });
  });

  it("a dead record unusual for its band (stored: creators with 10-19 launches lose half) asks for REVIEW with a few points, never more", () => {
    const records = [band(10, 19, 40, 0.5)];
    const { findings, contributions } = evaluate(many(12), records);
    expect(findings.deployer.base_rate).toMatchObject({ source: "stored_scans", band: "10-19", creators: 40, dead_rate_pct: 50, record: "unusual" });
    expect(findings.deployer.reputation).toBe("SERIAL_RUGGER");
    expect(contributions.map((c) => c.points)).toEqual([15]);
    expect(contributions[0].reason).toContain("0.024% of creators with 10-19 launches have as many dead (base rate 50% dead, 40 scanned creators)");
    const report = buildReport(makeSnapshot({ deployer: deployerOf(many(12)), deployerRecords: records }), { includeLaunches: false });
    expect(report.recommendation).toBe("REVIEW");
    expect(report.cabal_score).toBeLessThan(CAUTION_SCORE);
  });

  it("counts launches dumped by wallets the deployer funded fully, whatever the base rate", () => {
    const launches = many(6, (i) => (i < 2 ? [funded(`insider-${i}`, 1_000n, 1_000n), funded(`stranger-${i}`, 500n, 500n, address("someone"))] : []));
    const { findings, contributions } = evaluate(launches);
    expect(findings.deployer).toMatchObject({ verdict: "SERIAL_RUGGER", reputation: "SERIAL_RUGGER" });
    expect(findings.deployer.base_rate).toMatchObject({ record: "usual", insider_dumped_launches: 2 });
    expect(findings.deployer.launches?.map((l) => l.insider_dumped)).toEqual([true, true, false, false, false, false]);
    expect(findings.deployer.launches?.[0].insider_sellers).toEqual([address("insider-0")]);
    expect(contributions).toEqual([expect.objectContaining({ points: 25 })]);
    // the dumped launches first, then the rest of the dead record
    expect(contributions[0].evidence.slice(0, 2)).toEqual([signature("create:l0"), signature("create:l1")]);
    expect(contributions[0].evidence).toHaveLength(6);
    expect(buildReport(makeSnapshot({ deployer: deployerOf(launches) }), { includeLaunches: false }).recommendation).toBe("REVIEW");
  });

  it("one such launch makes the whole dead record count fully: 4 of 4 dead, one dumped by its wallets, +25 and REVIEW", () => {
    const launches = many(4, (i) => (i === 0 ? [funded("insider", 1_000n, 600n)] : []));
    const { findings, contributions } = evaluate(launches);
    expect(findings.deployer).toMatchObject({ verdict: "SERIAL_RUGGER", reputation: "SERIAL_RUGGER" });
    expect(contributions.map((c) => c.points)).toEqual([25]);
  });

  it("one dumped launch beside a record that is no serial one is a poor track record: +10, no REVIEW by itself", () => {
    const alive = makeLaunch("alive", { status: "ok", liquidityUsd: 40_000, marketCap: 400_000, peakMarketCap: null });
    const { findings, contributions } = evaluate([dead("dumped", [funded("insider", 1_000n, 600n)]), alive]);
    expect(findings.deployer.verdict).toBe("POOR_TRACK_RECORD");
    expect(findings.deployer.reputation).not.toBe("SERIAL_RUGGER");
    expect(contributions.map((c) => c.points)).toEqual([10]);
  });

  it("is no insider dump: the creator selling its own dev buy, a funded wallet that kept most of its bag, a seller someone else funded", () => {
    const launches = many(3, (i) => [[funded("dev", 1_000n, 1_000n)].map((s) => ({ ...s, wallet: DEPLOYER })), [funded("keeper", 1_000n, 400n)], [funded("other", 1_000n, 1_000n, address("exchange"))]][i]);
    const { findings, contributions } = evaluate(launches);
    expect(findings.deployer.launches?.map((l) => l.insider_dumped)).toEqual([false, false, false]);
    expect(findings.deployer.base_rate?.insider_dumped_launches).toBe(0);
    expect(contributions).toEqual([]);
  });

  it("the creator selling supply it never bought (an allocation dumped on buyers) is an insider dump", () => {
    const allocation = { wallet: DEPLOYER, bought: 0n, sold: 950_000n, funder: null };
    const { findings, contributions } = evaluate(many(2, (i) => (i === 0 ? [allocation] : [])));
    expect(findings.deployer.launches?.map((l) => l.insider_sellers ?? [])).toEqual([[DEPLOYER], []]);
    expect(contributions.map((c) => c.points)).toEqual([10]);
  });

  it("launches whose sellers were not read say nothing of insiders (null), and a FIRST_LAUNCH has no base rate", () => {
    expect(evaluate(many(2)).findings.deployer.launches?.map((l) => l.insider_dumped)).toEqual([null, null]);
    expect(evaluate([]).findings.deployer.base_rate).toBeNull();
  });
});
