import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// an operator revokes a key
export { revoke as DELETE } from "@/server/api/access/admin-keys";
export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
