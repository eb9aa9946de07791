import { describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import { address, makeSnapshot, SUPPLY } from "@/server/engine/testing/snapshot-factory";
import { presentLocks } from "@/server/services/scan/scan/present-locks";

const NOW = 1_750_000_000;
const amount = SUPPLY / 10n;
const report = buildReport(
  makeSnapshot({
    observedAt: NOW,
    locks: {
      lp: null,
      locks: [{ locker: "streamflow", program: address("strm"), account: address("lock"), asset: "supply", mint: address("mint"), pool: null, amount, claimed: 0n, releases: [{ kind: "at", at: NOW + 48 * 3600, amount }], beneficiary: null, revocable: false }],
      read: ["streamflow"],
      failed: [],
    },
  }),
  { includeLaunches: false },
);

describe("presentLocks", () => {
  it("shares the presented objects between answers of one second and horizon, so the answer check parses them once", () => {
    const a = presentLocks(report, 24, NOW + 5);
    const b = presentLocks(report, 24, NOW + 5);
    expect(b.locks).toBe(a.locks);
    expect(b.top_reasons).toBe(a.top_reasons);
    expect(a.unlock_within_horizon).toBeNull();
  });

  it("computes again for another horizon or another second", () => {
    const a = presentLocks(report, 24, NOW + 5);
    const wider = presentLocks(report, 72, NOW + 5);
    expect(wider.unlock_within_horizon).toMatchObject({ horizon_hours: 72, pct: 10 });
    expect(presentLocks(report, 24, NOW + 6).locks).not.toBe(a.locks);
  });
});
