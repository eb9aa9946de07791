// GET /api/map-data: the holder graph of a mint.
import { getMapData } from "@/server/contracts/endpoints/map";
import { mapCacheHeaders } from "@/server/services/map/map-cache-headers";
import { mapCharge } from "@/server/services/map/map-charge";
import { implement } from "@/server/api/implement";
import { payerOf } from "@/server/services/access/rpc-bill/payer";

// GET /api/map-data - the holder graph of a mint (query: mint, fresh?, slot?)
// A map carries a verdict (its clusters): it costs one scan like any answer that
// does, and a repeat of what this caller paid for is free within the fresh window
// (map-charge.ts), drawn from the stored trace.
export const GET = implement(
  getMapData,
  async ({ query, caller, grant, services }) => {
    const service = await services.maps();
    // the parsed query goes to the service as it is: the map service owns what it means
    const map = (query.fresh ? null : await service.findFresh(query)) ?? (await service.getMapData({ ...query, payer: payerOf(caller, grant) }));
    return { status: 200, body: map, headers: mapCacheHeaders(query, map) };
  },
  { charge: ({ query }, services) => mapCharge(services, query) },
);
