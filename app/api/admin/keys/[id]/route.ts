import { bind } from "@/server/app/bind";
import * as adminKeys from "@/server/api/access/admin-keys";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// an operator revokes a key
export const DELETE = bind(adminKeys.revoke);
export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
