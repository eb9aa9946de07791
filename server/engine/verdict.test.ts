import { describe, expect, it } from "vitest";
import type { RankedReason } from "@/server/engine/scoring/score";
import { buildVerdict, type VerdictInput } from "@/server/engine/verdict";

const reason = (severity: RankedReason["severity"], text: string, points: number | null = null): RankedReason => ({
  line: points ? `+${points} ${text}` : text,
  text,
  points,
  severity,
});
const input: VerdictInput = {
  risk: "MEDIUM",
  score: 43,
  recommendation: "REVIEW",
  reasons: [],
  walletsChecked: 20,
  degraded: false,
  scanComplete: true,
  confidence: "HIGH",
};

describe("verdict", () => {
  it.each([
    ["HIGH", "HIGH"],
    ["MEDIUM", "ELEVATED"],
    ["CLEAN", "LOW"],
  ] as const)("starts with the %s band as Exit-Liquidity Risk: %s", (risk, band) => {
    expect(buildVerdict({ ...input, risk })).toMatch(new RegExp(`^Exit-Liquidity Risk: ${band}\\. `));
  });

  it("spells out at most three reasons, without signatures or points", () => {
    const reasons = [
      reason("score", "funding cluster: 3 wallets — tx 5Jk1…abcd", 43),
      reason("score", "same-slot bundle: 2 wallets — tx 3xYz…aaaa", 15),
      reason("warning", "thin exit liquidity: $900 of liquidity"),
      reason("warning", "deployer history unknown"),
    ];
    const verdict = buildVerdict({ ...input, reasons });
    expect(verdict).toContain("Funding cluster: 3 wallets.");
    expect(verdict).toContain("Thin exit liquidity");
    expect(verdict).not.toContain("deployer history unknown");
    expect(verdict).not.toContain("5Jk1");
    expect(verdict).not.toContain("+43");
  });

  it("says no group was found when nothing scored", () => {
    expect(buildVerdict({ ...input, risk: "CLEAN", score: 0, recommendation: "SAFE" })).toContain("No coordinated holder group found among 20 traced wallets.");
  });

  it("adds a caveat when the trace was partial or shallow", () => {
    expect(buildVerdict({ ...input, degraded: true, scanComplete: false, confidence: "LOW" })).toContain("Partial trace (20 holder wallets checked)");
    expect(buildVerdict({ ...input, walletsChecked: 3, confidence: "LOW" })).toContain("Only 3 holder wallets");
    expect(buildVerdict(input)).not.toMatch(/Partial|Only|Incomplete/);
  });
});
