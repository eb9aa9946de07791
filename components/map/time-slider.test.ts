import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MapTimeline } from "@/server/contracts/map-data";
import { estimateSlotTime, formatSlotDate, parseSlotParam, sliderStops, TimeSlider } from "@/components/map/time-slider";

const timeline: MapTimeline = {
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

describe("<TimeSlider>", () => {
  const render = (slot: number | null, slotTime: number | null) =>
    renderToStaticMarkup(createElement(TimeSlider, { timeline, slot, slotTime, pending: false, onSlot: () => undefined }));

  it("is a labelled native range whose value text names the slot and its date", () => {
    const html = render(77_776, 1_700_030_710);
    expect(html).toMatch(/<input[^>]*type="range"/);
    expect(html).toMatch(/<label[^>]*for="[^"]+-range"/);
    expect(html).toContain('aria-valuetext="slot 77,776, 2023-11-15 06:45 UTC"');
    // one tick per marker on the track, and a button to jump to each
    expect(html.match(/bg-red-400/g)?.length).toBe(2);
    expect(html).toContain("Before coordinated exit: 5 wallets sold");
    expect(html).toContain("Back to now");
  });

  it("says now (and offers no way back) on today's map", () => {
    const html = render(null, null);
    expect(html).toContain("(now)");
    expect(html).not.toContain("Back to now");
  });
});
