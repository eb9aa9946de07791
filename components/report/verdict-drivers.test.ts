import { describe, expect, it } from "vitest";
import type { ScanReport } from "@/server/contracts/wire-types";
import { findVerdictDrivers } from "@/components/report/verdict-drivers";

function report(overrides: Partial<ScanReport>): ScanReport {
  return {
    recommendation: "REVIEW",
    cabal_score: 0,
    honeypot_risk: "LOW",
    mint_authority_revoked: true,
    freeze_authority_revoked: true,
    token2022_extensions: [],
    sell_check: { checked: true, routable: true, price_impact_pct: 1, sol_out: 1, note: "ok" },
    liquidity_usd: 10_000,
    market_cap: 100_000,
    deployer: { verdict: "NORMAL" },
    degraded: false,
    confidence: "HIGH",
    scan_complete: true,
    ...overrides,
  } as ScanReport;
}

describe("findVerdictDrivers", () => {
  it("names nothing for a SAFE token", () => {
    expect(findVerdictDrivers(report({ recommendation: "SAFE" }))).toEqual([]);
  });

  it("explains an AVOID with a low score by the honeypot trait that caused it", () => {
    const drivers = findVerdictDrivers(
      report({ recommendation: "AVOID", cabal_score: 10, honeypot_risk: "HIGH", token2022_extensions: [{ name: "transfer hook", status: "risk", detail: "" }] }),
    );
    expect(drivers.map((d) => d.title)).toEqual(["Honeypot risk"]);
    expect(drivers[0].detail).toContain("Token-2022 transfer hook");
  });

  it("explains a blocked sell route and a live freeze authority together", () => {
    const drivers = findVerdictDrivers(
      report({ recommendation: "AVOID", honeypot_risk: "HIGH", freeze_authority_revoked: false, sell_check: { checked: true, routable: false, price_impact_pct: null, sol_out: null, note: "" } }),
    );
    expect(drivers.map((d) => d.title)).toEqual(["Honeypot risk", "No sell route"]);
    expect(drivers[0].detail).toContain("live freeze authority");
  });

  it("explains a REVIEW by a serial-rugger deployer, thin liquidity or a missing market", () => {
    expect(findVerdictDrivers(report({ deployer: { verdict: "SERIAL_RUGGER", reputation: "SERIAL_RUGGER" } as ScanReport["deployer"] })).map((d) => d.title)).toEqual(["Serial rugger deployer"]);
    // counted dead but usual for its launch count: the deployer decided nothing
    expect(findVerdictDrivers(report({ deployer: { verdict: "SERIAL_RUGGER", reputation: "DEAD_ON_ARRIVAL" } as ScanReport["deployer"] })).map((d) => d.title)).not.toContain("Serial rugger deployer");
    expect(findVerdictDrivers(report({ exit_liquidity_risk: true })).map((d) => d.title)).toEqual(["Thin liquidity"]);
    expect(findVerdictDrivers(report({ liquidity_usd: null, market_cap: null })).map((d) => d.title)).toEqual(["No market found"]);
  });

  it("reads the score bands: 65 and up is high, 35 and up elevated", () => {
    expect(findVerdictDrivers(report({ recommendation: "AVOID", cabal_score: 65 }))[0]).toMatchObject({ severity: "avoid" });
    expect(findVerdictDrivers(report({ cabal_score: 35 }))[0]).toMatchObject({ severity: "review" });
    expect(findVerdictDrivers(report({ cabal_score: 34 }))).toEqual([]);
  });
});
