import { bind } from "@/server/app/bind";
import * as freeKey from "@/server/api/access/free-key";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// e-mail a confirmation link for a free key
export const POST = bind(freeKey.POST);
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
