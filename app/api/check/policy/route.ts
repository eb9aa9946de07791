import { bind } from "@/server/app/bind";
import * as check from "@/server/api/check/check";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the key's pre-trade gate policy (contract: server/contracts/endpoints/evidence.ts)
export const GET = bind(check.GET_POLICY);
export const PUT = bind(check.PUT_POLICY);
export const { POST, PATCH, DELETE } = otherMethods("GET, PUT");
