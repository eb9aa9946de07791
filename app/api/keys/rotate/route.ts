import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// a new secret for the X-API-Key's own key
export { rotate as POST } from "@/server/api/access/keys";
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
