import { describe, expect, it } from "vitest";
import { wilsonInterval } from "@/server/engine/outcomes/wilson";

describe("wilsonInterval", () => {
  it("matches published 95% Wilson intervals", () => {
    // 5 of 10: 0.2366-0.7634; 0 of 10: 0-0.2775; 10 of 10: 0.7225-1 (Newcombe 1998, table I method 3)
    const half = wilsonInterval(5, 10)!;
    expect(half.low).toBeCloseTo(0.2366, 4);
    expect(half.high).toBeCloseTo(0.7634, 4);
    expect(wilsonInterval(0, 10)!.low).toBe(0);
    expect(wilsonInterval(0, 10)!.high).toBeCloseTo(0.2775, 4);
    expect(wilsonInterval(10, 10)!.low).toBeCloseTo(0.7225, 4);
    expect(wilsonInterval(10, 10)!.high).toBe(1);
  });

  it("has no interval without cases", () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});
