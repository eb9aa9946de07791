import { describe, expect, it } from "vitest";
import { sequentialTrips } from "./bench-trips";

describe("sequentialTrips", () => {
  it("counts requests sent after an answer as one more trip, overlapping ones as the same", () => {
    // round 1: two in parallel; round 2 after the first answer; round 3 after round 2
    const sent = [
      { start: 0, end: 100 },
      { start: 0, end: 120 },
      { start: 101, end: 200 },
      { start: 130, end: 230 },
      { start: 231, end: 330 },
    ];
    expect(sequentialTrips(sent)).toBe(3);
    expect(sequentialTrips(sent.slice(0, 2))).toBe(1);
    expect(sequentialTrips([])).toBe(0);
  });

  it("a late, independent request does not lengthen the chain past its own predecessors", () => {
    expect(sequentialTrips([{ start: 0, end: 100 }, { start: 50, end: 150 }, { start: 120, end: 220 }])).toBe(2);
  });
});
