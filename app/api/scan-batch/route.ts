import { bind } from "@/server/app/bind";
import * as scanBatch from "@/server/api/scan/scan-batch";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// scan up to 25 mints on one X-API-Key
export const POST = bind(scanBatch.POST);
export { OPTIONS } from "@/server/api/scan/scan-batch";
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
