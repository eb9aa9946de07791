import { bind } from "@/server/app/bind";
import * as check from "@/server/api/check/check";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the pre-trade gate (contract: server/contracts/endpoints/evidence.ts)
export const POST = bind(check.POST);
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
