// The current app's map service (server/platform/app.ts): on the app's scan
// service (one live trace per cold mint is shared with concurrent scans of it,
// across instances) and the maps stored in the database.
import { getApp } from "@/server/platform/current-app";
import type { MapService } from "@/server/services/scanning/map/map-service";

export function getMapService(): Promise<MapService> {
  return getApp().maps();
}
