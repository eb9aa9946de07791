import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// revoke one of the X-API-Key's publishable keys
export { revoke as DELETE } from "@/server/api/access/publishable-keys";
export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
