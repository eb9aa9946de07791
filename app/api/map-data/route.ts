import { mapQuerySchema, type MapDataWire } from "@/server/contracts/map-data";
import { parseOrThrow, withRoute } from "@/server/http/with-route";
import { limitCaller } from "@/server/services/access/caller";
import { authorizeScans } from "@/server/services/access/authorize-scans";
import { getMapService } from "@/server/services/map/get-map-service";

export const dynamic = "force-dynamic";

// GET /api/map-data - the holder graph of a mint (query: mint, fresh?)
// Drawing from a recent trace is free; a live trace costs one scan, like any
// other (otherwise fresh=1 would be an unmetered scanner).
export const GET = withRoute(async (request) => {
  await limitCaller(request);
  const query = parseOrThrow(mapQuerySchema, Object.fromEntries(new URL(request.url).searchParams), "invalid_mint");
  const service = await getMapService();
  const cached = query.fresh ? null : await service.findFresh(query.mint);
  if (cached) return Response.json(cached satisfies MapDataWire);
  const access = await authorizeScans(request, 1, { repeat: { mint: query.mint, fresh: query.fresh } });
  const map = await access.runScan(() => service.getMapData({ mint: query.mint, fresh: query.fresh }));
  return Response.json(map satisfies MapDataWire, { headers: access.headers() });
});
