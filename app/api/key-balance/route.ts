import { bind } from "@/server/app/bind";
import * as keyBalance from "@/server/api/access/key-balance";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// plan and scans left on the X-API-Key
export const GET = bind(keyBalance.GET);
export { OPTIONS } from "@/server/api/access/key-balance";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
