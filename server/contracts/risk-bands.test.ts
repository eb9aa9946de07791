import { describe, expect, it } from "vitest";
import { getRisk as engineRisk } from "@/server/engine/recommendation";
import { getRisk } from "@/server/contracts/risk-bands";

describe("risk bands", () => {
  it("band every score from 0 to 100 as the engine does", () => {
    const scores = Array.from({ length: 101 }, (_, score) => score);
    expect(scores.map(getRisk)).toEqual(scores.map(engineRisk));
  });

  it("draw the band edges at 35 and 65", () => {
    expect([34, 35, 64, 65].map(getRisk)).toEqual(["CLEAN", "MEDIUM", "MEDIUM", "HIGH"]);
  });
});
