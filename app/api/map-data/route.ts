import { bind } from "@/server/app/bind";
import * as mapData from "@/server/api/map/map-data";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the holder graph of a mint
export const GET = bind(mapData.GET);
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
