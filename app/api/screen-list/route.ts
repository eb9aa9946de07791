import { bind } from "@/server/app/bind";
import * as screenList from "@/server/api/addons/screen-list";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the X-API-Key's screen list
export const DELETE = bind(screenList.DELETE);
export const GET = bind(screenList.GET);
export const POST = bind(screenList.POST);
export const { PUT, PATCH } = otherMethods("GET, POST, DELETE");
