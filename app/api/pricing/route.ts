import { bind } from "@/server/app/bind";
import * as pricing from "@/server/api/access/pricing";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// plans, prices, the payment wallet and network
export const GET = bind(pricing.GET);
export { OPTIONS } from "@/server/api/access/pricing";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
