import { bind } from "@/server/app/bind";
import * as cohorts from "@/server/api/analytics/cohorts";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// team, snipers and insiders of a mint
export const GET = bind(cohorts.GET);
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
