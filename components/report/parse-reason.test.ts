import { describe, expect, it } from "vitest";
import { parseReason, splitVerdict } from "@/components/report/parse-reason";

describe("parseReason", () => {
  it("splits a scored line into points, text and evidence", () => {
    expect(parseReason("+69 coordinated exit: 5 wallets sold 3.7% of supply in slot 344216400 — tx 2oxu…Hnyb, 31gF…E5XB +3 more")).toEqual({
      points: 69,
      text: "coordinated exit: 5 wallets sold 3.7% of supply in slot 344216400",
      evidence: "tx 2oxu…Hnyb, 31gF…E5XB +3 more",
    });
  });

  it("keeps a note without points as plain text", () => {
    expect(parseReason("deployer 71hN…jgUv: first launch (full history walked)")).toEqual({
      points: null,
      text: "deployer 71hN…jgUv: first launch (full history walked)",
      evidence: null,
    });
  });

  it("reads fractional points", () => {
    expect(parseReason("+7.5 top holder holds 25% of supply").points).toBe(7.5);
  });
});

describe("splitVerdict", () => {
  it("separates the risk band from the explanation", () => {
    expect(splitVerdict("Exit-Liquidity Risk: HIGH. Cabal score 69/100, recommendation AVOID. Coordinated exit: 5 wallets sold.")).toEqual({
      band: "HIGH",
      rest: "Coordinated exit: 5 wallets sold.",
    });
  });

  it("returns an unknown format untouched", () => {
    expect(splitVerdict("Looks fine.")).toEqual({ band: null, rest: "Looks fine." });
  });
});
