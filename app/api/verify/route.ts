import { bind } from "@/server/app/bind";
import * as verify from "@/server/api/evidence/verify";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// an evidence pack's signature check (contract: server/contracts/endpoints/evidence.ts)
export const POST = bind(verify.POST);
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
