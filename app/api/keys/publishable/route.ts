import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the X-API-Key's publishable keys (the badge widget's data-api-key): make one, list them
export { create as POST, list as GET } from "@/server/api/access/publishable-keys";
export const { PUT, PATCH, DELETE } = otherMethods("GET, POST");
