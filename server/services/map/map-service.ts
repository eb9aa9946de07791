// The map use case: a holder graph needs the snapshot (funding links, buys,
// sells), which stored reports do not keep, so each trace's map is stored in
// the database beside its report (by the scan service, on whichever instance
// traced) and any instance draws it from there; anything older is traced again.
import type { EngineReport } from "@/server/engine/report-types";
import type { TokenSnapshot } from "@/server/engine/snapshot";
import { ApiError } from "@/server/http/api-error";
import { buildMapData } from "./build-map-data";
import type { MapData } from "./map-data-types";

export interface StoredMap {
  data: MapData;
  /** unix seconds: when the trace behind it observed the chain */
  observedAt: number;
}

export interface MapServiceDeps {
  /** a live trace, shared with concurrent scans of the mint on every instance;
   * snapshot is null when another instance traced it (its map is then stored) */
  traceSnapshot: (request: { mint: string }) => Promise<{ report: EngineReport; snapshot: TokenSnapshot | null }>;
  /** the latest trace's stored map */
  findStored: (mint: string) => Promise<StoredMap | null>;
  /** seconds a trace is reused (the scan cache's TTL) */
  ttlSeconds: number;
  /** unix seconds */
  now: () => number;
}

/** A map stored before exited groups were drawn lacks their fields: it has none (the wire requires both). */
export function upgradeStoredMap(data: MapData): MapData {
  return { ...data, exited_clusters: data.exited_clusters ?? [], nodes: data.nodes.map((n) => ({ ...n, exited: n.exited ?? false })) };
}

export function createMapService(deps: MapServiceDeps) {
  async function findStored(mint: string): Promise<StoredMap | null> {
    const stored = await deps.findStored(mint);
    return stored && { ...stored, data: upgradeStoredMap(stored.data) };
  }

  async function findFresh(mint: string): Promise<MapData | null> {
    const stored = await findStored(mint);
    // a degraded trace is not reused: the map should recover as soon as the upstream does
    if (!stored || stored.data.degraded || deps.now() - stored.observedAt >= deps.ttlSeconds) return null;
    return { ...stored.data, source: "cached" };
  }

  return {
    /** the map of this mint when it can be drawn without a live trace, else null */
    findFresh,
    async getMapData(request: { mint: string; fresh?: boolean }): Promise<MapData> {
      const hit = request.fresh ? null : await findFresh(request.mint);
      if (hit) return hit;
      const traced = await deps.traceSnapshot({ mint: request.mint });
      if (traced.snapshot) return buildMapData(traced.report, traced.snapshot, "live");
      // another instance traced it for us and stored the map before letting go of its lease
      const stored = await findStored(request.mint);
      if (!stored) throw new ApiError("upstream_error", "The map of this trace could not be read back; try again.");
      return { ...stored.data, source: "live" };
    },
  };
}

export type MapService = ReturnType<typeof createMapService>;
