import { bind } from "@/server/app/bind";
import * as operator from "@/server/api/analytics/operator";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// operator memory for a wallet
export const GET = bind(operator.GET);
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
