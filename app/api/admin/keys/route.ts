import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// an operator issues a key
export { issue as POST } from "@/server/api/access/admin-keys";
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
