import { describe, expect, it } from "vitest";
import type { MapTimelineWire } from "@/server/contracts/map-data";
import { estimateSlotTime, formatSlotDate, parseSlotParam, sliderStops } from "./time-slider";

const timeline: MapTimelineWire = {
  created_slot: 1_000,
  created_at: 1_700_000_000,
  current_slot: 101_000,
  current_at: 1_700_040_000,
  markers: [
    { kind: "first_buy", slot: 1_234, cluster_id: "funding-1", label: "funding cluster: first buy" },
    { kind: "exit", slot: 77_777, cluster_id: "coordinated-exit-1", label: "coordinated exit: 5 wallets sold" },
  ],
};

describe("the time slider", () => {
  it("stops at every marker and one slot before it, between its creation and now, oldest first", () => {
    const stops = sliderStops(timeline);
    for (const slot of [1_233, 1_234, 77_776, 77_777, 1_000, 101_000]) expect(stops).toContain(slot);
    expect(stops).toEqual([...stops].sort((a, b) => a - b));
    expect(stops.every((s) => s >= 1_000 && s <= 101_000)).toBe(true);
    // a few hundred stops: arrows move the map visibly, not one slot in 100,000
    expect(stops.length).toBeLessThan(220);
  });

  it("keeps a shared URL's slot as a stop, never one outside the token's life", () => {
    expect(sliderStops(timeline, 55_555)).toContain(55_555);
    expect(sliderStops(timeline, 5)).not.toContain(5);
  });

  it("dates a slot from the nearest end whose time is known, in UTC", () => {
    expect(estimateSlotTime(timeline, 1_000)).toBe(1_700_000_000);
    expect(estimateSlotTime(timeline, 2_000)).toBe(1_700_000_400);
    expect(estimateSlotTime(timeline, 100_000)).toBe(1_700_039_600);
    expect(formatSlotDate(1_700_000_000)).toBe("2023-11-14 22:13 UTC");
  });

  it("reads only a whole slot number from the URL", () => {
    expect(parseSlotParam("344000000")).toBe(344_000_000);
    for (const bad of [null, "", "-1", "1.5", "abc", "1e9"]) expect(parseSlotParam(bad)).toBeNull();
  });
});
