import { describe, expect, it } from "vitest";
import { mapCacheHeaders } from "@/server/services/map/map-cache-headers";

const timeline = { created_slot: 1, created_at: 1, current_slot: 10_000, current_at: 2, markers: [] };
const past = { degraded: false, slot: 5, timeline };

describe("mapCacheHeaders", () => {
  it("lets only the caller's own cache keep a past slot's map for good: every map answer carries the caller's metering headers", () => {
    expect(mapCacheHeaders({ slot: 5 }, { ...past, source: "cached" })).toEqual({ "Cache-Control": "private, max-age=31536000, immutable" });
    expect(mapCacheHeaders({ slot: 5 }, { ...past, source: "live" })).toEqual({ "Cache-Control": "private, max-age=31536000, immutable" });
  });

  it("adds nothing to today's map, to a partial one, or to a slot that may not be final yet", () => {
    expect(mapCacheHeaders({}, { ...past, slot: 10_000, source: "cached" })).toEqual({});
    expect(mapCacheHeaders({ slot: 5 }, { ...past, degraded: true, source: "live" })).toEqual({});
    expect(mapCacheHeaders({ slot: 9_990 }, { ...past, slot: 9_990, source: "live" })).toEqual({});
  });
});
