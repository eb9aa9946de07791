import { bind } from "@/server/app/bind";
import * as scanCabal from "@/server/api/scan/scan-cabal";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// scan a mint (contract: server/contracts/endpoints/scan.ts)
export const GET = bind(scanCabal.GET);
export const POST = bind(scanCabal.POST);
export { OPTIONS } from "@/server/api/scan/scan-cabal";
export const { PUT, PATCH, DELETE } = otherMethods("GET, POST");
