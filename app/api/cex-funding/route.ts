import { bind } from "@/server/app/bind";
import * as cexFunding from "@/server/api/analytics/cex-funding";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// holders funded from exchanges
export const GET = bind(cexFunding.GET);
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
