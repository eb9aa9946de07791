// The process-wide map service, on the shared scan service (one live trace per
// cold mint is shared with concurrent scans of it, across instances) and the
// maps stored in the database.
import { findMapData } from "@/server/db/scan-reports";
import { gatherSnapshotAtSlot, readCurrentSlot } from "../gather/replay-gather";
import { getRuntime } from "../runtime";
import { getScanService } from "../scan/get-scan-service";
import type { MapData } from "./map-data-types";
import { createMapService, type MapService } from "./map-service";

const shared = globalThis as { __cabalHunterMapService?: Promise<MapService> };

export function getMapService(): Promise<MapService> {
  shared.__cabalHunterMapService ??= Promise.all([getRuntime(), getScanService()]).then(([runtime, scans]) =>
    createMapService({
      traceSnapshot: (request) => scans.traceSnapshot(request),
      findStored: async (mint) => {
        const row = await findMapData((await runtime.database()).prisma, mint);
        return row ? { data: row.data as MapData, observedAt: Math.floor(row.observedAt.getTime() / 1000) } : null;
      },
      ttlSeconds: runtime.env.SCAN_CACHE_TTL_SECONDS,
      now: runtime.sources.now,
      // time travel traces here, not through the shared scan: its snapshot is cut back to the slot and never stored as the mint's report
      traceAtSlot: ({ mint, slot }) => gatherSnapshotAtSlot(mint, slot, runtime.sources, runtime.gatherOptions),
      currentSlot: () => readCurrentSlot(runtime.sources.rpc),
    }),
  );
  return shared.__cabalHunterMapService;
}
