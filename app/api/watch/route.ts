import { bind } from "@/server/app/bind";
import * as watch from "@/server/api/watch/watch";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the X-API-Key's watches
export const DELETE = bind(watch.DELETE);
export const GET = bind(watch.GET);
export const POST = bind(watch.POST);
export const { PUT, PATCH } = otherMethods("GET, POST, DELETE");
