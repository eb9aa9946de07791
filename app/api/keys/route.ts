import { bind } from "@/server/app/bind";
import * as keys from "@/server/api/access/keys";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// revoke the X-API-Key's own key
export const DELETE = bind(keys.revoke);
export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
