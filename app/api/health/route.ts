import { bind } from "@/server/app/bind";
import * as health from "@/server/api/about/health";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// database and data-source reachability
export const GET = bind(health.GET);
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
