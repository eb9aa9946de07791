// The current app's scan service (built once per app in server/platform/app.ts).
import { getApp } from "@/server/platform/current-app";
import type { ScanService } from "@/server/services/scanning/scan/scan-service";

export function getScanService(): Promise<ScanService> {
  return getApp().scans();
}
