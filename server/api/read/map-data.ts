// GET /api/map-data: the holder graph of a mint.
import { getMapData } from "@/server/contracts/endpoints/read";
import { mapCacheHeaders } from "@/server/services/scanning/map/map-cache-headers";
import { implement } from "@/server/api/implement";

// GET /api/map-data - the holder graph of a mint (query: mint, fresh?, and what mapQuerySchema adds)
// Drawing from a recent trace is free; a live trace costs one scan, like any
// other (otherwise fresh=1 would be an unmetered scanner).
export const GET = implement(getMapData, async ({ query, caller, services }) => {
  const service = await services.maps();
  // with ?slot= a past slot's settled map is immutable: the cache headers say so
  const cached = query.fresh ? null : await service.findFresh(query);
  if (cached) return { status: 200, body: cached, headers: mapCacheHeaders(query, cached) };
  const access = await caller.authorizeScans(1, { repeat: { mint: query.mint, fresh: query.fresh } });
  // the parsed query goes to the service as it is: the map service owns what it means
  const map = await access.runScan(() => service.getMapData(query));
  return { status: 200, body: map, headers: { ...access.headers(), ...mapCacheHeaders(query, map) } };
});
