import { describe, expect, it } from "vitest";
import { fitIsotonic, predictIsotonic } from "@/server/engine/outcomes/isotonic";

const points = (list: [number, boolean][]) => list.map(([score, rugged]) => ({ score, rugged }));

describe("fitIsotonic", () => {
  it("pools adjacent violators so the rug rate never falls as the score rises", () => {
    // 10: 1 of 2, 20: 0 of 2 (a violation: pooled to 1 of 4), 70: 2 of 2
    const model = fitIsotonic(points([[10, true], [10, false], [20, false], [20, false], [70, true], [70, true]]));
    expect(model.blocks).toEqual([
      { from: 10, to: 20, p: 0.25, n: 4 },
      { from: 70, to: 70, p: 1, n: 2 },
    ]);
    const ps = model.blocks.map((b) => b.p);
    expect(ps).toEqual([...ps].sort((a, b) => a - b));
  });

  it("predicts the block's rate, the lower block's between blocks, and the first block's below it", () => {
    const model = fitIsotonic(points([[10, false], [10, false], [50, true], [50, false], [90, true]]));
    expect(predictIsotonic(model, 10)).toBe(0);
    expect(predictIsotonic(model, 30)).toBe(0);
    expect(predictIsotonic(model, 50)).toBe(0.5);
    expect(predictIsotonic(model, 100)).toBe(1);
    expect(predictIsotonic(model, 0)).toBe(0);
  });

  it("predicts nothing from no cases", () => {
    expect(predictIsotonic(fitIsotonic([]), 50)).toBeNull();
  });
});
