import { z } from "zod";
import { solanaAddressSchema } from "@/server/contracts/mint-address";
import { parseOrThrow, withRoute } from "@/server/http/with-route";
import { getMapService } from "@/server/services/map/get-map-service";

export const dynamic = "force-dynamic";

const mapQuerySchema = z.object({
  mint: solanaAddressSchema,
  /** 1 forces a live re-trace */
  fresh: z.enum(["0", "1", "true", "false"]).optional().transform((v) => v === "1" || v === "true"),
});

// GET /api/map-data - the holder graph of a mint (query: mint, fresh?)
export const GET = withRoute(async (request) => {
  const query = parseOrThrow(mapQuerySchema, Object.fromEntries(new URL(request.url).searchParams), "invalid_mint");
  const map = await (await getMapService()).getMapData({ mint: query.mint, fresh: query.fresh });
  return Response.json(map, { headers: { "Cache-Control": "no-store" } });
});
