import { describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import type { LockEntry, LocksSnapshot } from "@/server/engine/locks/lock-types";
import { presentUnlockHorizon } from "@/server/engine/locks/present-horizon";
import { address, makeSnapshot, SUPPLY } from "@/server/engine/testing/snapshot-factory";

const NOW = 1_750_000_000;
const HOUR = 3_600;

function supplyLock(pct: number, at: number): LockEntry {
  const amount = (SUPPLY * BigInt(pct)) / 100n;
  return { locker: "streamflow", program: address("strm"), account: address(`lock-${pct}-${at}`), asset: "supply", mint: address("mint"), pool: null, amount, claimed: 0n, releases: [{ kind: "at", at, amount }], beneficiary: address("team"), revocable: false };
}

function reportWith(locks: LockEntry[]) {
  const snapshot: LocksSnapshot = { lp: null, locks, read: ["streamflow"], failed: [] };
  return buildReport(makeSnapshot({ observedAt: NOW, locks: snapshot }), { includeLaunches: false });
}

describe("unlock_within_horizon", () => {
  it("scores what unlocks inside the default 72 h and names the flag in top_reasons", () => {
    const report = reportWith([supplyLock(10, NOW + 48 * HOUR), supplyLock(20, NOW + 1_000 * HOUR)]);
    expect(report.unlock_within_horizon).toEqual({ horizon_hours: 72, at: NOW + 48 * HOUR, asset: "supply", pct: 10, lp_pct: null, supply_pct: 10 });
    // 10% of the supply x 1.5 points
    expect(report.cabal_score).toBe(15);
    expect(report.top_reasons[0]).toMatch(/^\+15 unlock_within_horizon \(72 h\): 10\.0% of the supply unlocking from /);
    expect(report.locks?.supply).toMatchObject({ locked_pct: 30, unlocking_pct: 10, unlocks_at: NOW + 48 * HOUR });
  });

  it("re-reads a stored report for another horizon and time: the flag and its line follow, the score stays", () => {
    const report = reportWith([supplyLock(10, NOW + 48 * HOUR), supplyLock(20, NOW + 1_000 * HOUR)]);
    const short = presentUnlockHorizon(report, { horizonHours: 24, now: NOW });
    expect(short.unlock_within_horizon).toBeNull();
    expect(short.cabal_score).toBe(report.cabal_score);
    expect(short.top_reasons.filter((r) => r.includes("unlock_within_horizon"))).toEqual([report.top_reasons[0]]);
    const long = presentUnlockHorizon(report, { horizonHours: 2_000, now: NOW });
    expect(long.unlock_within_horizon).toMatchObject({ horizon_hours: 2_000, pct: 30 });
    expect(long.top_reasons[1]).toMatch(/^unlock_within_horizon \(2000 h\): 30\.0% of the supply/);
    // later, the first lock has passed: withdrawable since its date
    const later = presentUnlockHorizon(report, { now: NOW + 100 * HOUR });
    expect(later.unlock_within_horizon).toMatchObject({ at: NOW + 48 * HOUR, pct: 10 });
    expect(later.locks?.as_of).toBe(NOW + 100 * HOUR);
  });

  it("dust is not meaningful: under 1% unlocking raises no flag and scores nothing", () => {
    const amount = SUPPLY / 1_000n;
    const dust: LockEntry = { ...supplyLock(1, NOW + HOUR), amount, releases: [{ kind: "at", at: NOW + HOUR, amount }] };
    const report = reportWith([dust]);
    expect(report.unlock_within_horizon).toBeNull();
    expect(report.cabal_score).toBe(0);
  });

  it("a snapshot gathered before locks were read says nothing about them", () => {
    const { locks: _locks, ...old } = makeSnapshot();
    const report = buildReport(old, { includeLaunches: false });
    expect(report.locks).toBeUndefined();
    expect(presentUnlockHorizon(report, { horizonHours: 24, now: NOW })).toBe(report);
  });
});
