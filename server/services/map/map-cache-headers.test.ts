import { describe, expect, it } from "vitest";
import { mapCacheHeaders } from "./map-cache-headers";

describe("mapCacheHeaders", () => {
  it("lets any cache keep a past slot's free map for good, and only the caller's a live one", () => {
    expect(mapCacheHeaders({ slot: 5 }, { degraded: false, source: "cached" })).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
    expect(mapCacheHeaders({ slot: 5 }, { degraded: false, source: "live" })).toEqual({ "Cache-Control": "private, max-age=31536000, immutable" });
  });

  it("adds nothing to today's map or to a partial one", () => {
    expect(mapCacheHeaders({}, { degraded: false, source: "cached" })).toEqual({});
    expect(mapCacheHeaders({ slot: 5 }, { degraded: true, source: "live" })).toEqual({});
  });
});
