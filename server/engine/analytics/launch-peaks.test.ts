import { describe, expect, it } from "vitest";
import { makeTrade } from "../testing/analytics-factory";
import { address } from "../testing/snapshot-factory";
import { computeLaunchPeak } from "./launch-peaks";

const SUPPLY = 1_000_000_000n * 10n ** 6n;
const buyer = address("buyer");
// 1% of supply for `sol` SOL: market cap = sol x 100 SOL = sol x 100 x $150
const at = (slot: number, sol: number, side: "buy" | "sell" = "buy", blockTime?: number) =>
  makeTrade({ owner: buyer, side, slot, amount: SUPPLY / 100n, sol, blockTime });

describe("launch peaks", () => {
  it("the peak is the highest traded price x supply, in USD", () => {
    const peak = computeLaunchPeak([at(1, 1), at(2, 4), at(3, 2)], SUPPLY, 6, 150);
    expect(peak).toMatchObject({ peakSlot: 2, pumpAndDump: false });
    expect(peak!.peakMcap).toBeCloseTo(60_000, 6);
  });

  it("a fall of 90% within 7 days of the peak is a pump-and-dump", () => {
    const peak = computeLaunchPeak([at(1, 1, "buy", 1_000), at(2, 10, "buy", 2_000), at(3, 0.5, "sell", 3_000)], SUPPLY, 6, 150);
    expect(peak).toMatchObject({ pumpAndDump: true });
    expect(peak!.peakMcap).toBeCloseTo(150_000, 6);
  });

  it("the same fall after 7 days is not", () => {
    const peak = computeLaunchPeak([at(2, 10, "buy", 2_000), at(3, 0.5, "sell", 2_000 + 8 * 86_400)], SUPPLY, 6, 150);
    expect(peak?.pumpAndDump).toBe(false);
  });

  it("no priced trade, no peak", () => {
    expect(computeLaunchPeak([], SUPPLY, 6, 150)).toBeNull();
  });
});
