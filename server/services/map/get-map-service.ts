// The process-wide map service, on the shared scan service (one live trace per
// cold mint is shared with concurrent scans of it).
import { getRuntime } from "../runtime";
import { getScanService } from "../scan/get-scan-service";
import { createMapService, type MapService } from "./map-service";

const shared = globalThis as { __cabalHunterMapService?: Promise<MapService> };

export function getMapService(): Promise<MapService> {
  shared.__cabalHunterMapService ??= Promise.all([getRuntime(), getScanService()]).then(([runtime, scans]) =>
    createMapService({
      traceSnapshot: (request) => scans.traceSnapshot(request),
      ttlSeconds: runtime.env.SCAN_CACHE_TTL_SECONDS,
      now: runtime.sources.now,
    }),
  );
  return shared.__cabalHunterMapService;
}
