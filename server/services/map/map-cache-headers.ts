// Cache-Control for a map answer. A past slot's complete map never changes, so
// the caller's own cache may keep it for good; never a shared cache: every map
// answer carries the caller's metering headers (X-Key-Credits-Remaining,
// RateLimit-Remaining: issue 28 item 4). Today's map (no slot), a partial map,
// or a slot too close to the tip to be final change with the next trace: no
// header, as before.
import type { MapData } from "@/server/contracts/map-data";
import type { MapRequest } from "@/server/services/map/map-service";
import { isSettled } from "@/server/services/map/slot-map-cache";

export const IMMUTABLE_SECONDS = 31_536_000;

export function mapCacheHeaders(request: Pick<MapRequest, "slot">, map: Pick<MapData, "degraded" | "source" | "slot" | "timeline">): Record<string, string> {
  if (request.slot === undefined || !isSettled(map)) return {};
  return { "Cache-Control": `private, max-age=${IMMUTABLE_SECONDS}, immutable` };
}
