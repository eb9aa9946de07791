import { bind } from "@/server/app/bind";
import * as keys from "@/server/api/access/keys";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// a new secret for the X-API-Key's own key
export const POST = bind(keys.rotate);
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
