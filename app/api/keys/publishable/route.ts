import { bind } from "@/server/app/bind";
import * as publishableKeys from "@/server/api/access/publishable-keys";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the X-API-Key's publishable keys (the badge widget's data-api-key): make one, list them
export const POST = bind(publishableKeys.create);
export const GET = bind(publishableKeys.list);
export const { PUT, PATCH, DELETE } = otherMethods("GET, POST");
