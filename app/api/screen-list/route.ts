import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the X-API-Key's screen list
export { DELETE, GET, POST } from "@/server/api/addons/screen-list";
export const { PUT, PATCH } = otherMethods("GET, POST, DELETE");
