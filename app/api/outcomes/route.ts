import { bind } from "@/server/app/bind";
import * as outcomes from "@/server/api/outcomes/outcomes";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// a scanned mint's outcome checkpoints
export const GET = bind(outcomes.GET);
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
