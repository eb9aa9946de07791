// The map use case: a holder graph needs the snapshot (funding links, buys,
// sells), which stored reports do not keep, so recent traces are kept in a
// small in-memory cache and anything older is traced again live.
import type { EngineReport } from "@/server/engine/report-types";
import type { TokenSnapshot } from "@/server/engine/snapshot";
import { buildMapData } from "./build-map-data";
import type { MapData } from "./map-data-types";

export interface MapServiceDeps {
  traceSnapshot: (request: { mint: string }) => Promise<{ report: EngineReport; snapshot: TokenSnapshot }>;
  /** seconds a trace is reused (the scan cache's TTL) */
  ttlSeconds: number;
  /** unix seconds */
  now: () => number;
  /** a snapshot of a busy token is a few hundred kB: keep only the latest few */
  maxEntries?: number;
}

interface Entry {
  report: EngineReport;
  snapshot: TokenSnapshot;
}

export function createMapService(deps: MapServiceDeps) {
  const maxEntries = deps.maxEntries ?? 50;
  const entries = new Map<string, Entry>();

  function remember(mint: string, entry: Entry): void {
    entries.delete(mint);
    entries.set(mint, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  function findFresh(mint: string): Entry | null {
    const hit = entries.get(mint);
    // a degraded trace is not reused: the map should recover as soon as the upstream does
    if (!hit || hit.report.degraded || deps.now() - hit.snapshot.observedAt >= deps.ttlSeconds) return null;
    return hit;
  }

  return {
    /** true when the map of this mint can be drawn without a live trace */
    hasFresh(mint: string): boolean {
      return findFresh(mint) !== null;
    },
    async getMapData(request: { mint: string; fresh?: boolean }): Promise<MapData> {
      const hit = request.fresh ? null : findFresh(request.mint);
      if (hit) return buildMapData(hit.report, hit.snapshot, "cached");
      const traced = await deps.traceSnapshot({ mint: request.mint });
      remember(request.mint, traced);
      return buildMapData(traced.report, traced.snapshot, "live");
    },
  };
}

export type MapService = ReturnType<typeof createMapService>;
