import { bind } from "@/server/app/bind";
import * as info from "@/server/api/about/info";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the service described for agents
export const GET = bind(info.GET);
export { OPTIONS } from "@/server/api/about/info";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
