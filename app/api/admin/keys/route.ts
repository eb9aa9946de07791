import { bind } from "@/server/app/bind";
import * as adminKeys from "@/server/api/access/admin-keys";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// an operator issues a key
export const POST = bind(adminKeys.issue);
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
