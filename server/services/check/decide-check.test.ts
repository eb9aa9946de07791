// The gate's policy table (docs/decisions.md "Pre-trade gate"): AVOID blocks, REVIEW cautions, and a report
// the service cannot stand behind never allows; fail_closed decides whether it blocks.
import { describe, expect, it } from "vitest";
import { DEFAULT_CHECK_POLICY, resolveCheckPolicy } from "@/server/contracts/check";
import { decideCheck } from "@/server/services/check/decide-check";

const clean = {
  recommendation: "SAFE" as const,
  cabal_score: 5,
  degraded: false,
  scan_complete: true,
  confidence: "HIGH" as const,
  honeypot_risk: "LOW" as const,
  wallets_checked: 20,
  coordinated_clusters: [],
  exited_clusters: [],
  top_holder_pct: 4,
};
const priced = { maxExposureUsd: 10, positionUsd: 100, noExitRoute: false };

describe("decideCheck", () => {
  it("allows a clean, complete, priced report", () => {
    expect(decideCheck(clean, priced, DEFAULT_CHECK_POLICY)).toEqual({ decision: "allow", reasons: [] });
  });

  it("blocks AVOID and cautions REVIEW by default", () => {
    expect(decideCheck({ ...clean, recommendation: "AVOID" }, priced, DEFAULT_CHECK_POLICY).decision).toBe("block");
    expect(decideCheck({ ...clean, recommendation: "REVIEW" }, priced, DEFAULT_CHECK_POLICY).decision).toBe("caution");
  });

  it("never allows a degraded, unreadable, low-coverage or unpriced report; fail_closed blocks the first two", () => {
    const open = resolveCheckPolicy({ fail_closed: false });
    expect(decideCheck({ ...clean, degraded: true }, priced, DEFAULT_CHECK_POLICY).decision).toBe("block");
    expect(decideCheck({ ...clean, degraded: true }, priced, open).decision).toBe("caution");
    expect(decideCheck({ ...clean, honeypot_risk: "UNKNOWN" }, priced, DEFAULT_CHECK_POLICY).decision).toBe("block");
    expect(decideCheck({ ...clean, confidence: "LOW", wallets_checked: 2 }, priced, DEFAULT_CHECK_POLICY).decision).toBe("caution");
    expect(decideCheck(clean, { ...priced, maxExposureUsd: null }, DEFAULT_CHECK_POLICY).decision).toBe("caution");
    expect(decideCheck(clean, { ...priced, noExitRoute: true }, DEFAULT_CHECK_POLICY).decision).toBe("block");
  });

  it("blocks at a threshold: the score, a cluster's share, the top holder, the exposure", () => {
    const policy = resolveCheckPolicy({ thresholds: { cabal_score: 5, exposure_pct: 10, top_holder_pct: 50 } });
    const { decision, reasons } = decideCheck(clean, priced, policy);
    expect(decision).toBe("block");
    expect(reasons.map((r) => r.message)).toEqual(["cabal_score 5 >= 5", "exposure 10% of the position >= 10%"]);
  });
});
