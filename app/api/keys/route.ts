import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// revoke the X-API-Key's own key
export { revoke as DELETE } from "@/server/api/access/keys";
export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
