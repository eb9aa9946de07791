import { bind } from "@/server/app/bind";
import * as evidence from "@/server/api/evidence/evidence";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// a report's signed evidence pack (contract: server/contracts/endpoints/evidence.ts)
export const GET = bind(evidence.GET);
export { OPTIONS } from "@/server/api/evidence/evidence";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
