import { describe, expect, it } from "vitest";
import { decideRecommendation, getRisk, isControlled, toHeaderRecommendation, type RecommendationInput } from "@/server/engine/recommendation";

const clean: RecommendationInput = {
  score: 10,
  honeypotHigh: false,
  sellBlocked: false,
  exitLiquidityRisk: false,
  noMarket: false,
  serialRugger: false,
  confidence: "HIGH",
  scanComplete: true,
};

describe("recommendation table", () => {
  it.each<[string, Partial<RecommendationInput>, string]>([
    ["a clean, complete, confident result", {}, "SAFE"],
    ["score 65", { score: 65 }, "AVOID"],
    ["score 64", { score: 64 }, "REVIEW"],
    ["score 35", { score: 35 }, "REVIEW"],
    ["score 34", { score: 34 }, "SAFE"],
    ["honeypot HIGH at score 0", { score: 0, honeypotHigh: true }, "AVOID"],
    ["a blocked sell", { sellBlocked: true }, "AVOID"],
    ["exit liquidity risk", { exitLiquidityRisk: true }, "REVIEW"],
    ["no market at all (nobody can sell)", { noMarket: true }, "REVIEW"],
    ["a serial rugger deployer", { serialRugger: true }, "REVIEW"],
    ["LOW confidence on a clean result", { confidence: "LOW" }, "REVIEW"],
    ["SAFE with scan_complete=false (downgraded)", { scanComplete: false }, "REVIEW"],
    ["LOW confidence and incomplete scan never AVOID", { confidence: "LOW", scanComplete: false, score: 0 }, "REVIEW"],
    ["score 70 with an incomplete scan stays AVOID", { score: 70, scanComplete: false }, "AVOID"],
  ])("%s -> %s", (_name, patch, expected) => {
    expect(decideRecommendation({ ...clean, ...patch })).toBe(expected);
  });
});

describe("risk bands and header mapping", () => {
  it("maps the score to HIGH / MEDIUM / CLEAN at 65 and 35", () => {
    expect([100, 65, 64, 35, 34, 0].map(getRisk)).toEqual(["HIGH", "HIGH", "MEDIUM", "MEDIUM", "CLEAN", "CLEAN"]);
  });

  it("is controlled from 35", () => {
    expect([isControlled(35), isControlled(34)]).toEqual([true, false]);
  });

  it("maps AVOID / REVIEW / SAFE to AVOID / CAUTION / LOW SIGNAL", () => {
    expect(["AVOID", "REVIEW", "SAFE"].map((value) => toHeaderRecommendation(value as "AVOID"))).toEqual(["AVOID", "CAUTION", "LOW SIGNAL"]);
  });
});
