import { describe, expect, it } from "vitest";
import { makeTrade } from "@/server/engine/testing/analytics-factory";
import { address } from "@/server/engine/testing/snapshot-factory";
import { computeLaunchPeak, isPumpAndDump } from "@/server/engine/analytics/launch-peaks";

const SUPPLY = 1_000_000_000n * 10n ** 6n;
const buyer = address("buyer");
// 1% of supply for `sol` SOL: market cap = sol x 100 SOL = sol x 100 x $150
const at = (slot: number, sol: number, side: "buy" | "sell" = "buy", blockTime?: number) =>
  makeTrade({ owner: buyer, side, slot, amount: SUPPLY / 100n, sol, blockTime });

const RULE = { pumpPeakUsd: 100_000, dustPctOfPeak: 1, dustMarketCapUsd: 1_000 };

describe("launch peaks", () => {
  it("the peak is the highest traded price x supply, in USD, and the floor the lowest traded after it", () => {
    const peak = computeLaunchPeak([at(1, 1), at(2, 4), at(3, 2), at(4, 3)], SUPPLY, 6, 150);
    expect(peak).toMatchObject({ peakSlot: 2 });
    expect(peak!.peakMcap).toBeCloseTo(60_000, 6);
    expect(peak!.floorAfterPeak).toBeCloseTo(30_000, 6);
  });

  it("a peak with no priced trade after it has no floor", () => {
    expect(computeLaunchPeak([at(1, 1), at(2, 4)], SUPPLY, 6, 150)!.floorAfterPeak).toBeNull();
  });

  it("no priced trade, no peak", () => {
    expect(computeLaunchPeak([], SUPPLY, 6, 150)).toBeNull();
  });
});

describe("pump-and-dump: past 100,000 USD, then dust (below 1% of the peak or below 1,000 USD)", () => {
  it("past 100k and below 1% of the peak after it is one", () => {
    expect(isPumpAndDump(500_000, 4_900, RULE)).toBe(true);
  });

  it("past 100k and below 1,000 USD after it is one, even above 1% of a small peak", () => {
    expect(isPumpAndDump(150_000, 999, RULE)).toBe(true);
  });

  it("past 100k that kept more than 1% and more than 1,000 USD is not", () => {
    expect(isPumpAndDump(150_000, 1_600, RULE)).toBe(false);
    expect(isPumpAndDump(2_000_000, 400_000, RULE)).toBe(false);
  });

  it("a peak that never passed 100k is not, however far it fell", () => {
    expect(isPumpAndDump(100_000, 0, RULE)).toBe(false);
    expect(isPumpAndDump(60_000, 10, RULE)).toBe(false);
  });

  it("unknown without a peak, or with a big peak and nothing known after it", () => {
    expect(isPumpAndDump(null, 0, RULE)).toBeNull();
    expect(isPumpAndDump(300_000, null, RULE)).toBeNull();
  });

  it("from trades: a 20 SOL trade at a 300k cap, then a dusty sell, in USD", () => {
    const peak = computeLaunchPeak([at(1, 1), at(2, 20), at(3, 0.02)], SUPPLY, 6, 150)!;
    expect(peak.peakMcap).toBeCloseTo(300_000, 6);
    expect(isPumpAndDump(peak.peakMcap, peak.floorAfterPeak, RULE)).toBe(true);
  });
});
