import { bind } from "@/server/app/bind";
import * as evidence from "@/server/api/evidence/evidence";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the public keys evidence packs verify against (contract: server/contracts/endpoints/evidence.ts)
export const GET = bind(evidence.GET_KEYS);
export { OPTIONS } from "@/server/api/evidence/evidence";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
