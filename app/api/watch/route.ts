import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the X-API-Key's watches
export { DELETE, GET, POST } from "@/server/api/watch/watch";
export const { PUT, PATCH } = otherMethods("GET, POST, DELETE");
