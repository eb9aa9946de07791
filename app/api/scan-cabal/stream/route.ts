import { bind } from "@/server/app/bind";
import * as scanCabalStream from "@/server/api/scan/scan-cabal-stream";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// scan a mint as server-sent events
export const GET = bind(scanCabalStream.GET);
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
