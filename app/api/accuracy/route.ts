import { bind } from "@/server/app/bind";
import * as accuracy from "@/server/api/outcomes/accuracy";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the published accuracy figures
export const GET = bind(accuracy.GET);
export { OPTIONS } from "@/server/api/outcomes/accuracy";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
