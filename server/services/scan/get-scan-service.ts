// The process-wide scan service, built on the runtime's sources and database.
import { getRuntime } from "../runtime";
import { createScanService, type ScanService } from "./scan-service";

const shared = globalThis as { __cabalHunterScanService?: Promise<ScanService> };

export function getScanService(): Promise<ScanService> {
  shared.__cabalHunterScanService ??= getRuntime().then((runtime) =>
    createScanService({
      sources: runtime.sources,
      gatherOptions: runtime.gatherOptions,
      database: runtime.database,
      ttlSeconds: runtime.env.SCAN_CACHE_TTL_SECONDS,
    }),
  );
  return shared.__cabalHunterScanService;
}
