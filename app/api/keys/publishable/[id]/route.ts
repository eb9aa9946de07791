import { bind } from "@/server/app/bind";
import * as publishableKeys from "@/server/api/access/publishable-keys";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// revoke one of the X-API-Key's publishable keys
export const DELETE = bind(publishableKeys.revoke);
export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
